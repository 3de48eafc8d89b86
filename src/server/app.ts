import { Hono } from 'hono';
import { z } from 'zod';
import { STALE_PAGE_MESSAGE } from '@/domain/constants';
import { applyChaos, type ChaosControl } from './chaos';
import { errorResponse, HttpError } from './errors';
import { parseBody } from './http';
import { jobAssessmentRoutes, submissionRoutes } from './routes/assessments';
import { backupRoutes } from './routes/backup';
import { candidateRoutes } from './routes/candidates';
import { jobRoutes } from './routes/jobs';
import { StorageError, type Store } from './store/types';

/** A committed write, as the hosts pass it on to every open page (the change feed). */
export interface Change {
  method: string;
  path: string;
  /** The page that wrote (its `X-TalentFlow-Tab` header): it already shows what it wrote. */
  tab?: string;
}

export interface AppDeps {
  store: Store;
  /** Artificial latency and failures, switchable at run time (browser mode and tests). */
  chaos?: ChaosControl;
  /** Told of every write the API answered with success. */
  onChange?: (change: Change) => void;
  /**
   * The build this API was made with. A write from a page of another build (`X-TalentFlow-Build`)
   * is refused: that page is older or newer than this API and must reload first.
   */
  build?: string;
}

export const TAB_HEADER = 'X-TalentFlow-Tab';
export const BUILD_HEADER = 'X-TalentFlow-Build';

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

const chaosSchema = z.strictObject({
  latencyMs: z
    .number({ message: 'must be a number.' })
    .min(0, 'must be 0 or more.')
    .max(60_000, 'must be at most 60000.'),
  failureRate: z
    .number({ message: 'must be a number.' })
    .min(0, 'must be from 0 to 1.')
    .max(1, 'must be from 0 to 1.'),
});

const STORAGE_STATUS = {
  full: [507, 'storage_full'],
  unavailable: [503, 'storage_unavailable'],
  conflict: [409, 'conflict'],
} as const;

/** The whole TalentFlow API under /api, as one fetch handler over the store it is given. */
export function createApp(deps: AppDeps): Hono {
  const { store, chaos, onChange, build } = deps;
  const app = new Hono().basePath('/api');

  app.use('*', async (c, next) => {
    const { method } = c.req;
    if (build && isWrite(method)) {
      const pageBuild = c.req.header(BUILD_HEADER);
      if (pageBuild && pageBuild !== build)
        return errorResponse(409, 'stale_page', STALE_PAGE_MESSAGE);
    }
    // The switch itself is never slowed down or failed, or it could not be turned off.
    if (chaos && c.req.path !== '/api/settings/chaos') await applyChaos(await chaos.read(), method);
    await next();
    if (onChange && isWrite(method) && c.res.status < 400) {
      onChange({ method, path: c.req.path, tab: c.req.header(TAB_HEADER) });
    }
  });

  app.route('/jobs', jobRoutes(store));
  app.route('/jobs', jobAssessmentRoutes(store));
  app.route('/assessments', submissionRoutes(store));
  app.route('/candidates', candidateRoutes(store));
  app.route('/backup', backupRoutes(store));
  if (chaos) {
    app.get('/settings/chaos', async (c) => c.json(await chaos.read()));
    app.put('/settings/chaos', async (c) => {
      const settings = await parseBody(c, chaosSchema);
      await chaos.write(settings);
      return c.json(settings);
    });
  }

  // Anything else under /api is a JSON 404, never the app's HTML page.
  app.notFound((c) =>
    errorResponse(404, 'not_found', `No such endpoint: ${c.req.method} ${c.req.path}`),
  );
  app.onError((error) => {
    if (error instanceof HttpError) return errorResponse(error.status, error.code, error.message);
    if (error instanceof StorageError) {
      const [status, code] = STORAGE_STATUS[error.kind];
      return errorResponse(status, code, error.message);
    }
    console.error('Unexpected API error', error);
    return errorResponse(500, 'internal', 'Something went wrong on our side. Nothing was saved.');
  });
  return app;
}
