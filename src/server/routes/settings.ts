import { Hono } from 'hono';
import {
  organizationInputSchema,
  privacySettingsInputSchema,
  rejectionReasonsSchema,
} from '@/domain/schemas';
import { allow, type ApiEnv } from '../access';
import { parseBody } from '../http';
import {
  getOrganization,
  getPrivacySettings,
  getRejectionReasons,
  saveOrganization,
  savePrivacySettings,
  saveRejectionReasons,
} from '../services/settings';
import { searchIndexStatus } from '../services/search-index';
import type { Store } from '../store/types';

/** The team's settings: every member reads them (the privacy notice anyone), admins change them. */
export function settingsRoutes(store: Store): Hono<ApiEnv> {
  return (
    new Hono<ApiEnv>()
      .get('/rejection-reasons', allow('read'), async (c) =>
        c.json(await getRejectionReasons(store)),
      )
      // How far the search index has read files' text (counts only).
      .get('/search-index', allow('read'), async (c) => c.json(await searchIndexStatus(store)))
      // Public: the apply page shows the notice before anyone signs in.
      .get('/privacy', allow('public'), async (c) => c.json(await getPrivacySettings(store)))
      .put('/privacy', allow('manage-settings'), async (c) =>
        c.json(
          await savePrivacySettings(
            store,
            await parseBody(c, privacySettingsInputSchema, 'Privacy settings'),
          ),
        ),
      )
      // Public: the careers page names the organization before anyone signs in.
      .get('/organization', allow('public'), async (c) => c.json(await getOrganization(store)))
      .put('/organization', allow('manage-settings'), async (c) =>
        c.json(
          await saveOrganization(
            store,
            await parseBody(c, organizationInputSchema, 'Organization'),
          ),
        ),
      )
      .put('/rejection-reasons', allow('manage-settings'), async (c) =>
        c.json(
          await saveRejectionReasons(
            store,
            await parseBody(c, rejectionReasonsSchema, 'Rejection reasons'),
          ),
        ),
      )
  );
}
