import { hiringReportSchema, reportQuerySchema } from '@/domain/schemas';
import { allow } from '../access';
import { ApiRoutes, ok, createRoute } from '../openapi/define';
import { scopeOf } from '../scope';
import { getReport } from '../services/reports';
import type { Store } from '../store/types';

/** The hiring reports: every member may read them, as they may read the candidates they count. */
export function reportRoutes(store: Store): ApiRoutes {
  return new ApiRoutes().handle(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'getReport',
      tags: ['Reports'],
      summary: 'The hiring report',
      middleware: allow('read'),
      request: { query: reportQuerySchema },
      responses: { 200: ok(hiringReportSchema) },
    }),
    async (c) => c.json(await getReport(store, c.req.valid('query'), Date.now(), scopeOf(c))),
  );
}
