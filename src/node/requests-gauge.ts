import type { MiddlewareHandler } from 'hono';

/**
 * The requests this process is answering, so that its background jobs give way to them: a job
 * fetched while members wait for answers starts once none is being answered, or after
 * `maxWaitMs` at the most (a server that is never idle still works its jobs). Live event streams
 * (`GET /api/events`), which stay open, do not count.
 */
export function requestsGauge(maxWaitMs = 1000) {
  let answering = 0;
  let waiting: Array<() => void> = [];
  const release = () => {
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.path === '/api/events') return next();
    answering += 1;
    try {
      await next();
    } finally {
      answering -= 1;
      if (answering === 0) release();
    }
  };
  /** Resolves once no request is being answered, or after `maxWaitMs`. */
  const idle = (): Promise<void> =>
    answering === 0
      ? Promise.resolve()
      : new Promise((resolve) => {
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            waiting = waiting.filter((wake) => wake !== done);
            resolve();
          }, maxWaitMs);
          waiting.push(done);
        });
  return {
    middleware,
    idle,
    get answering() {
      return answering;
    },
  };
}
