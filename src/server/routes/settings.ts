import {
  interviewReminderSettingsSchema,
  organizationInputSchema,
  organizationSchema,
  privacySettingsInputSchema,
  privacySettingsSchema,
  rejectionReasonsSchema,
  searchIndexStatusSchema,
} from '@/domain/schemas';
import { allow } from '../access';
import { ApiRoutes, jsonRequest, ok, createRoute } from '../openapi/define';
import {
  getInterviewReminders,
  getOrganization,
  getPrivacySettings,
  getRejectionReasons,
  saveInterviewReminders,
  saveOrganization,
  savePrivacySettings,
  saveRejectionReasons,
} from '../services/settings';
import { searchIndexStatus } from '../services/search-index';
import type { Store } from '../store/types';

/** The team's settings: every member reads them (the privacy notice anyone), admins change them. */
export function settingsRoutes(store: Store): ApiRoutes {
  return (
    new ApiRoutes()
      .handle(
        createRoute({
          method: 'get',
          path: '/rejection-reasons',
          operationId: 'getRejectionReasons',
          tags: ['Settings'],
          summary: 'Rejection reasons',
          middleware: allow('read'),
          responses: { 200: ok(rejectionReasonsSchema) },
        }),
        async (c) => c.json(await getRejectionReasons(store)),
      )
      // How far the search index has read files' text (counts only).
      .handle(
        createRoute({
          method: 'get',
          path: '/search-index',
          operationId: 'getSearchIndexStatus',
          tags: ['Settings'],
          summary: 'How far files’ text is indexed',
          middleware: allow('read'),
          responses: { 200: ok(searchIndexStatusSchema) },
        }),
        async (c) => c.json(await searchIndexStatus(store)),
      )
      // Public: the apply page shows the notice before anyone signs in.
      .handle(
        createRoute({
          method: 'get',
          path: '/privacy',
          operationId: 'getPrivacySettings',
          tags: ['Settings'],
          summary: 'The privacy notice and retention',
          middleware: allow('public'),
          responses: { 200: ok(privacySettingsSchema) },
        }),
        async (c) => c.json(await getPrivacySettings(store)),
      )
      .handle(
        createRoute({
          method: 'put',
          path: '/privacy',
          operationId: 'savePrivacySettings',
          tags: ['Settings'],
          summary: 'Save the privacy settings',
          middleware: allow('manage-settings'),
          request: { body: jsonRequest(privacySettingsInputSchema) },
          noun: 'Privacy settings',
          responses: { 200: ok(privacySettingsSchema) },
        }),
        async (c) => c.json(await savePrivacySettings(store, c.req.valid('json'))),
      )
      // Public: the careers page names the organization before anyone signs in.
      .handle(
        createRoute({
          method: 'get',
          path: '/organization',
          operationId: 'getOrganization',
          tags: ['Settings'],
          summary: 'The organization (careers page)',
          middleware: allow('public'),
          responses: { 200: ok(organizationSchema) },
        }),
        async (c) => c.json(await getOrganization(store)),
      )
      .handle(
        createRoute({
          method: 'put',
          path: '/organization',
          operationId: 'saveOrganization',
          tags: ['Settings'],
          summary: 'Save the organization',
          middleware: allow('manage-settings'),
          request: { body: jsonRequest(organizationInputSchema) },
          noun: 'Organization',
          responses: { 200: ok(organizationSchema) },
        }),
        async (c) => c.json(await saveOrganization(store, c.req.valid('json'))),
      )
      .handle(
        createRoute({
          method: 'put',
          path: '/rejection-reasons',
          operationId: 'saveRejectionReasons',
          tags: ['Settings'],
          summary: 'Save rejection reasons',
          middleware: allow('manage-settings'),
          request: { body: jsonRequest(rejectionReasonsSchema) },
          noun: 'Rejection reasons',
          responses: { 200: ok(rejectionReasonsSchema) },
        }),
        async (c) => c.json(await saveRejectionReasons(store, c.req.valid('json'))),
      )
      // Read by whoever schedules interviews, as the offer settings by whoever makes offers.
      .handle(
        createRoute({
          method: 'get',
          path: '/interview-reminders',
          operationId: 'getInterviewReminders',
          tags: ['Interviews'],
          summary: 'How many hours before an interview reminders are emailed',
          middleware: allow('plan-interviews'),
          responses: { 200: ok(interviewReminderSettingsSchema) },
        }),
        async (c) => c.json(await getInterviewReminders(store)),
      )
      .handle(
        createRoute({
          method: 'put',
          path: '/interview-reminders',
          operationId: 'saveInterviewReminders',
          tags: ['Interviews'],
          summary: 'Save when interview reminders are emailed',
          middleware: allow('manage-settings'),
          request: { body: jsonRequest(interviewReminderSettingsSchema) },
          noun: 'Interview reminders',
          responses: { 200: ok(interviewReminderSettingsSchema) },
        }),
        async (c) => c.json(await saveInterviewReminders(store, c.req.valid('json'))),
      )
  );
}
