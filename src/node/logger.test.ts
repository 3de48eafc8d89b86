// @vitest-environment node
import { createApp } from '@/server/app';
import { backend } from '@/test/backend';
import { configFromEnv, type LogLevel } from './config';
import { apiLogging, CENSORED, createLogger, errorFields } from './logger';

/** The team server's log: JSON lines, one a request, with nothing secret in them. */

function capture(level?: LogLevel) {
  const lines: string[] = [];
  const logger = createLogger({
    level,
    destination: { write: (line: string) => lines.push(line) },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}

/** A failed query as Drizzle reports it: the parameters in its message, PostgreSQL's row in `detail`. */
function failedQuery(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    detail: 'Key (email)=(jane.doe@example.com) already exists.',
  });
  const error = new Error(
    'Failed query: insert into "notes" ("text") values ($1)\nparams: Jane lied about her degree',
    { cause },
  );
  return Object.assign(error, {
    name: 'DrizzleQueryError',
    params: ['Jane lied about her degree'],
  });
}

describe('the server log', () => {
  it('writes one JSON line per API request: level, time, request id, route, status, duration, user', async () => {
    const { logger, entries } = capture();
    const app = createApp({ store: backend().store, ...apiLogging(logger) });
    await app.fetch(
      new Request('http://localhost/api/jobs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-1' },
        body: JSON.stringify({ title: 'Night Nurse' }),
      }),
    );
    await app.fetch(new Request('http://localhost/api/candidates/31337'));
    const [created, missing, ...rest] = entries();
    expect(rest).toEqual([]);
    expect(created).toEqual({
      level: 30,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      msg: 'request',
      requestId: 'req-1',
      method: 'POST',
      route: '/api/jobs',
      status: 201,
      durationMs: expect.any(Number),
    });
    expect(missing).toMatchObject({ method: 'GET', route: '/api/candidates/:id', status: 404 });
    expect(JSON.stringify(entries())).not.toMatch(/Night Nurse|\/31337/);
  });

  it('logs an unexpected error with its request, without the values it carries', async () => {
    const { logger, lines, entries } = capture();
    const { store } = backend();
    const app = createApp({
      store: { ...store, transaction: () => Promise.reject(failedQuery()) },
      ...apiLogging(logger),
    });
    const response = await app.fetch(
      new Request('http://localhost/api/jobs', { headers: { 'X-Request-Id': 'req-2' } }),
    );
    expect(response.status).toBe(500);
    const [failure, request] = entries();
    expect(failure).toMatchObject({
      level: 50,
      msg: 'unexpected API error',
      requestId: 'req-2',
      route: '/api/jobs',
      err: {
        type: 'DrizzleQueryError',
        message: 'Failed query: insert into "notes" ("text") values ($1)',
        cause: { type: 'Error', code: '23505' },
      },
    });
    expect((failure!.err as { stack: string }).stack).toMatch(
      /^DrizzleQueryError: Failed query.*\n\s+at /,
    );
    expect(request).toMatchObject({ msg: 'request', requestId: 'req-2', status: 500 });
    expect(lines.join('')).not.toMatch(/Jane|jane\.doe/);
  });

  it('censors secret keys, at the top and one level down', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: 'correct horse battery',
        user: { email: 'rita@example.com', name: 'Rita', id: 7 },
        note: { text: 'Jane lied about her degree' },
        request: { headers: { cookie: 'talentflow_session=abc' }, path: '/api/invitations/tok-1' },
        answers: { q1: 'I love welding' },
      },
      'careless',
    );
    const [line] = lines;
    expect(JSON.parse(line!)).toMatchObject({
      password: CENSORED,
      user: { email: CENSORED, name: CENSORED, id: 7 },
      note: { text: CENSORED },
      request: { headers: CENSORED, path: CENSORED },
      answers: CENSORED,
    });
    expect(line).not.toMatch(/horse|rita@|Rita|Jane|session=|tok-1|welding/);
  });

  it('writes nothing below its level', () => {
    const { logger, entries } = capture('warn');
    apiLogging(logger).onRequest!({
      requestId: 'r',
      method: 'GET',
      route: '/api/jobs',
      status: 200,
      durationMs: 1,
    });
    logger.warn('kept');
    expect(entries()).toEqual([expect.objectContaining({ level: 40, msg: 'kept' })]);
  });

  it('keeps of a thrown value that is no Error only its type', () => {
    expect(errorFields('Jane lied')).toEqual({ type: 'string' });
  });
});

describe('LOG_LEVEL', () => {
  it('is info by default, any level of pino, and nothing else', () => {
    expect(configFromEnv({}).logLevel).toBe('info');
    expect(configFromEnv({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(configFromEnv({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(configFromEnv({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => configFromEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
