import { Hono } from 'hono';
import { rejectionReasonsSchema } from '@/domain/schemas';
import { allow, type ApiEnv } from '../access';
import { parseBody } from '../http';
import { getRejectionReasons, saveRejectionReasons } from '../services/settings';
import type { Store } from '../store/types';

/** The team's settings: every member reads them, admins change them. */
export function settingsRoutes(store: Store): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .get('/rejection-reasons', allow('read'), async (c) => c.json(await getRejectionReasons(store)))
    .put('/rejection-reasons', allow('manage-settings'), async (c) =>
      c.json(
        await saveRejectionReasons(
          store,
          await parseBody(c, rejectionReasonsSchema, 'Rejection reasons'),
        ),
      ),
    );
}
