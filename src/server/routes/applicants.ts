import { Hono } from 'hono';
import { withdrawSchema } from '@/domain/schemas';
import { allow, type ApiEnv } from '../access';
import { parseBody } from '../http';
import {
  getMyApplication,
  getMyApplicationData,
  withdrawApplication,
} from '../services/applicants';
import { previewRetention, runRetention } from '../services/retention';
import type { Store } from '../store/types';

/**
 * The applicant's own pages: public, since the private link is the key (a random token, only its
 * hash kept). Nothing internal is answered.
 */
export function applicantRoutes(store: Store): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/:token', allow('public'), async (c) =>
      c.json(await getMyApplication(store, c.req.param('token'))),
    )
    .get('/:token/data', allow('public'), async (c) =>
      c.json(await getMyApplicationData(store, c.req.param('token')), 200, {
        'Content-Disposition': 'attachment; filename="my-application.json"',
      }),
    )
    .post('/:token/withdraw', allow('public'), async (c) => {
      await parseBody(c, withdrawSchema, 'Withdrawal');
      await withdrawApplication(store, c.req.param('token'));
      return c.body(null, 204);
    });
}

/** Retention (admins): who a run would erase today, and a run now. */
export function retentionRoutes(store: Store): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/preview', allow('manage-settings'), async (c) => c.json(await previewRetention(store)))
    .post('/run', allow('manage-settings'), async (c) => c.json(await runRetention(store)));
}
