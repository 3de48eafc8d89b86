import { Hono } from 'hono';
import { reportQuerySchema } from '@/domain/schemas';
import { allow, type ApiEnv } from '../access';
import { parseQuery } from '../http';
import { scopeOf } from '../scope';
import { getReport } from '../services/reports';
import type { Store } from '../store/types';

/** The hiring reports: every member may read them, as they may read the candidates they count. */
export function reportRoutes(store: Store): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/', allow('read'), async (c) =>
    c.json(await getReport(store, parseQuery(c, reportQuerySchema), Date.now(), scopeOf(c))),
  );
}
