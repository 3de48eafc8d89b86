import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  chaosSettingsSchema,
  healthSchema,
  healthUnavailableSchema,
  openApiDocumentSchema,
} from '@/domain/schemas';
import { IMPORT_MAX_BYTES } from '@/domain/candidate-import-fields';
import { STALE_PAGE_MESSAGE } from '@/domain/constants';
import { scopeGuard, scopeOf } from './scope';
import { liveFilter, scopeFor } from './services/candidate-access';
import { allow, memberOf, type ApiEnv, type Visitor } from './access';
import { applyChaos, type ChaosControl } from './chaos';
import { DomainError, domainErrorResponse, errorResponse } from './errors';
import { createEventHub, type EventHub } from './events';
import { APPLICATION_BODY_LIMIT, FILE_BODY_LIMIT } from './http';
import { requestInfo, requestLog, type RequestInfo, type RequestLogEntry } from './request-log';
import { fileRoutes, jobAssessmentRoutes, submissionRoutes } from './routes/assessments';
import { availabilityRoutes } from './routes/availability';
import {
  candidateSchedulingLinkRoutes,
  schedulingLinkRoutes,
  schedulingRoutes,
} from './routes/scheduling';
import {
  candidateOfferRoutes,
  offerLinkRoutes,
  offerRoutes,
  offerSettingsRoutes,
} from './routes/offers';
import type { LetterPdf } from './services/offers';
import {
  candidateInterviewRoutes,
  interviewRoutes,
  jobInterviewPlanRoutes,
} from './routes/interviews';
import { backupRoutes } from './routes/backup';
import { applicantRoutes, retentionRoutes } from './routes/applicants';
import { candidateRoutes } from './routes/candidates';
import { careerRoutes, jobRoutes } from './routes/jobs';
import { pipelineTemplateRoutes } from './routes/pipeline-templates';
import { reportRoutes } from './routes/reports';
import { emailTemplateRoutes } from './routes/email-templates';
import { settingsRoutes } from './routes/settings';
import { openApiRoute } from './openapi/document';
import {
  answer,
  ApiRoutes,
  jsonRequest,
  media,
  ok,
  type DescribedApp,
  createRoute,
} from './openapi/define';
import type { MailContext } from './services/messages';
import { interviewsFollow } from './services/interviews-follow';
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
  /** Team mode: accounts, sessions and who may call what. Without it, browser mode's one recruiter. */
  team?: TeamAccess;
  /** The live event stream's hub: a host passes its own to close the streams when it stops. */
  events?: EventHub;
  /** Told of every answered request (the Node host logs it); never of a body, header or path. */
  onRequest?: (entry: RequestLogEntry) => void;
  /** Told of an error no rule answers (the API answers 500); without it, the console hears it. */
  onUnexpectedError?: (error: unknown, request: RequestInfo) => void;
}

/** What a team server adds to the API: members, their sessions, and the checks on every request. */
export interface TeamAccess {
  /** Who sent the request (their session), anonymous when nobody is signed in. */
  identify(
    c: Parameters<MiddlewareHandler<ApiEnv>>[0],
    options?: { touch?: boolean },
  ): Promise<Visitor>;
  /** Runs first on every request: refuses writes from other sites. */
  guard: MiddlewareHandler<ApiEnv>;
  /** Bounds how many of one member's requests run at once (but live streams, which last). */
  memberGate: MiddlewareHandler<ApiEnv>;
  /**
   * The team's rules on who may go on (two-factor sign-in when required, an API token's limits),
   * which memberGate applies to every request: a live stream, which takes no turn, asks itself,
   * when it opens and (for `visitor`, identified again) at each heartbeat. Throws the refusal.
   */
  admit(c: Parameters<MiddlewareHandler<ApiEnv>>[0], visitor?: Visitor): Promise<void>;
  /** Holds back a flood of public submissions from one address. */
  submissionLimit: MiddlewareHandler<ApiEnv>;
  /** The client's address (behind the proxies trusted), for limits and logs. */
  clientAddress(c: Parameters<MiddlewareHandler<ApiEnv>>[0]): string;
  /** /auth, /invitations and /users. */
  routes: ApiRoutes;
  /** The outbox's settings: where the links in emails point. */
  mail: MailContext;
  /** Renders an offer letter's PDF (browser mode prints the letter instead). */
  letterPdf?: LetterPdf;
}

/** A body past the API's limit for it: 413. */
const tooLarge = (limit: number) =>
  new DomainError(
    'too_large',
    'payload_too_large',
    `The request body is larger than ${limit / 1024 / 1024} MB.`,
  );

/**
 * A restore's body counted as it is read, never gathered (bodyLimit would read a body without
 * Content-Length whole first): past `limit` bytes, reading it fails with a 413, and the restore
 * it was feeding rolls back.
 */
async function countedBody(c: Context, next: Next, limit: number) {
  const { body } = c.req.raw;
  if (!body) return next();
  if (Number(c.req.header('content-length') ?? 0) > limit) throw tooLarge(limit);
  let size = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.length;
        if (size > limit) controller.error(tooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
  return next();
}

/** The routes that take files, by path, and the largest body each reads. */
const FORM_LIMITS: ReadonlyArray<[RegExp, number]> = [
  [/^\/api\/assessments\/[^/]+\/submit$/, APPLICATION_BODY_LIMIT],
  [/^\/api\/candidates\/[^/]+\/files$/, FILE_BODY_LIMIT],
];

/** Largest JSON body the API reads (413 above), but for a backup's restore. */
export const BODY_LIMIT = 1024 * 1024;
/** A restore carries the whole hiring data: 100 MB and more must pass. */
export const RESTORE_BODY_LIMIT = 1024 * 1024 * 1024;
const LOCAL: Visitor = { kind: 'local' };

export const TAB_HEADER = 'X-TalentFlow-Tab';
export const BUILD_HEADER = 'X-TalentFlow-Build';

const logToConsole = (error: unknown) => console.error('Unexpected API error', error);

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

const STORAGE_STATUS = {
  full: [507, 'storage_full'],
  unavailable: [503, 'storage_unavailable'],
  conflict: [409, 'conflict'],
} as const;

/** The whole TalentFlow API under /api, as one fetch handler over the store it is given. */
export function createApp(deps: AppDeps): DescribedApp {
  const { store, chaos, onChange, build, team, onUnexpectedError = logToConsole } = deps;
  const events = deps.events ?? createEventHub(store);
  const app = new ApiRoutes('/api');
  // The services' consequences of a write, in every home: a team server's with its email.
  store.handle(interviewsFollow(team?.mail));

  // First, so that every answer carries the request's id and is timed, refusals included.
  app.use('*', requestLog(deps.onRequest, team?.clientAddress));
  // Answers name people: no browser or proxy keeps them, unless a route says otherwise.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  const smallBodies = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: () => domainErrorResponse(tooLarge(BODY_LIMIT)),
  });
  // A CSV import's file may be far larger than a JSON body.
  const importBodies = bodyLimit({
    maxSize: IMPORT_MAX_BYTES,
    onError: () => domainErrorResponse(tooLarge(IMPORT_MAX_BYTES)),
  });
  app.use('*', async (c, next) => {
    if (c.req.path === '/api/backup/restore') return countedBody(c, next, RESTORE_BODY_LIMIT);
    if (c.req.path === '/api/candidates/import') return importBodies(c, next);
    const formLimit = FORM_LIMITS.find(([path]) => path.test(c.req.path))?.[1];
    if (formLimit !== undefined) {
      // A form with files is read as a stream that stops at its limits (applicationBody,
      // fileBody): bodyLimit would read a body without Content-Length whole before anything
      // checks it.
      const declared = Number(c.req.header('content-length') ?? 0);
      if (declared > formLimit) return domainErrorResponse(tooLarge(formLimit));
      if (c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data'))
        return next();
    }
    return smallBodies(c, next);
  });
  if (team) app.use('*', team.guard);

  app.use('*', async (c, next) => {
    const { method } = c.req;
    if (build && isWrite(method)) {
      const pageBuild = c.req.header(BUILD_HEADER);
      if (pageBuild && pageBuild !== build)
        return errorResponse(409, 'stale_page', STALE_PAGE_MESSAGE);
    }
    c.set('visitor', team ? await team.identify(c) : LOCAL);
    if (team && c.req.path !== '/api/events') {
      await team.memberGate(c, () => afterIdentify(c, next));
      return;
    }
    return afterIdentify(c, next);
  });

  /** The rest of every request, once its caller is known (and, in team mode, its turn has come). */
  async function afterIdentify(c: Parameters<MiddlewareHandler<ApiEnv>>[0], next: Next) {
    const { method } = c.req;
    // The switch itself is never slowed down or failed, or it could not be turned off.
    if (chaos && c.req.path !== '/api/settings/chaos') await applyChaos(await chaos.read(), method);
    await next();
    if (onChange && isWrite(method) && c.res.status < 400) {
      onChange({ method, path: c.req.path, tab: c.req.header(TAB_HEADER) });
    }
  }

  app.route(
    '/',
    new ApiRoutes()
      .handle(
        createRoute({
          method: 'get',
          path: '/health',
          operationId: 'getHealth',
          tags: ['Server'],
          summary: 'Whether the API and its store answer',
          middleware: allow('public'),
          responses: {
            200: ok(healthSchema),
            503: answer(healthUnavailableSchema, 'The server is up, its store does not answer.'),
          },
        }),
        async (c) => {
          try {
            await store.query((tx) => tx.settings.get('health'));
            return c.json({ status: 'ok' as const });
          } catch {
            return c.json({ status: 'unavailable' as const }, 503);
          }
        },
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/openapi.json',
          operationId: 'getOpenApi',
          tags: ['Server'],
          summary: 'This OpenAPI document',
          middleware: allow('public'),
          responses: { 200: ok(openApiDocumentSchema) },
        }),
        openApiRoute(app, team !== undefined),
      )
      .handle(
        createRoute({
          method: 'get',
          path: '/events',
          operationId: 'streamEvents',
          tags: ['Server'],
          summary: 'Live changes (server-sent events)',
          middleware: allow('read'),
          responses: { 200: media('text/event-stream') },
        }),
        async (c) => {
          await team?.admit(c);
          const scope = scopeOf(c);
          return events.stream(c, {
            // Signed out, deactivated, refused by the team's rules, or moved to a role that sees
            // otherwise since the stream opened: it ends, and the page opens another as it may.
            stillAllowed: async () => {
              if (!team) return true;
              const now = await team.identify(c, { touch: false });
              if (now.kind !== 'member') return false;
              if ((scopeFor(now.user) === undefined) !== (scope === undefined)) return false;
              return team.admit(c, now).then(
                () => true,
                (error: unknown) => {
                  if (error instanceof DomainError) return false;
                  throw error;
                },
              );
            },
            member: memberOf(c)?.id,
            // An interviewer's stream carries only what concerns the candidates they may open.
            filter: liveFilter(store, scope),
          });
        },
      ),
  );
  // An interviewer reaches only the candidates they interview (and their interviews and files).
  for (const [path, owner] of [
    ['/candidates/:id', 'candidate'],
    ['/candidates/:id/*', 'candidate'],
    ['/interviews/:id', 'interview'],
    ['/interviews/:id/*', 'interview'],
    ['/files/:id', 'file'],
  ] as const)
    app.use(path, scopeGuard(store, owner));
  app.route('/jobs', jobRoutes(store));
  app.route('/careers', careerRoutes(store));
  app.route('/jobs', jobAssessmentRoutes(store));
  app.route('/jobs', jobInterviewPlanRoutes(store));
  app.route('/assessments', submissionRoutes(store, team?.submissionLimit, team?.mail));
  app.route('/candidates', candidateRoutes(store, team?.mail));
  app.route('/candidates', candidateInterviewRoutes(store, team?.mail));
  app.route('/interviews', interviewRoutes(store, team?.mail));
  app.route('/candidates', candidateOfferRoutes(store, team?.mail));
  app.route('/offers', offerRoutes(store, team?.mail, team?.letterPdf));
  app.route('/settings', offerSettingsRoutes(store));
  app.route('/offer-links', offerLinkRoutes(store, team?.mail));
  app.route('/availability', availabilityRoutes(store));
  app.route('/scheduling', schedulingRoutes(store));
  app.route('/candidates', candidateSchedulingLinkRoutes(store, team?.mail));
  app.route('/scheduling-links', schedulingLinkRoutes(store, team?.mail));
  app.route('/files', fileRoutes(store));
  app.route('/backup', backupRoutes(store));
  app.route('/reports', reportRoutes(store));
  app.route('/settings', settingsRoutes(store));
  app.route('/email-templates', emailTemplateRoutes(store));
  app.route('/pipeline-templates', pipelineTemplateRoutes(store));
  app.route('/my-application', applicantRoutes(store, team?.mail));
  app.route('/retention', retentionRoutes(store));
  if (team) app.route('/', team.routes);
  if (chaos)
    app.route(
      '/settings',
      new ApiRoutes()
        .handle(
          createRoute({
            method: 'get',
            path: '/chaos',
            operationId: 'getChaos',
            tags: ['Settings'],
            summary: 'Artificial latency and failures (browser mode)',
            middleware: allow('backup'),
            responses: { 200: ok(chaosSettingsSchema) },
          }),
          async (c) => c.json(await chaos.read()),
        )
        .handle(
          createRoute({
            method: 'put',
            path: '/chaos',
            operationId: 'saveChaos',
            tags: ['Settings'],
            summary: 'Set artificial latency and failures',
            middleware: allow('backup'),
            request: { body: jsonRequest(chaosSettingsSchema) },
            responses: { 200: ok(chaosSettingsSchema) },
          }),
          async (c) => {
            const settings = c.req.valid('json');
            await chaos.write(settings);
            return c.json(settings);
          },
        ),
    );

  // Anything else under /api is a JSON 404, never the app's HTML page.
  app.notFound((c) =>
    errorResponse(404, 'not_found', `No such endpoint: ${c.req.method} ${c.req.path}`),
  );
  app.onError((error, c) => {
    if (error instanceof DomainError) return domainErrorResponse(error);
    if (error instanceof StorageError) {
      const [status, code] = STORAGE_STATUS[error.kind];
      return errorResponse(status, code, error.message);
    }
    onUnexpectedError(error, requestInfo(c));
    return errorResponse(500, 'internal', 'Something went wrong on our side. Nothing was saved.');
  });
  return app;
}
