import { apiRoutes, undescribedRoutes } from '../../../openapi/define';
import { PASSWORD, STRUCTURE, type TeamFixture, WHO, type Who } from './fixture';
import { offerIn, setOfferChain } from './offer-rows';
import { schedulingLinkIn } from './scheduling-link-rows';
import { providerIn } from './sso-rows';

const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** The team access suite: every route, as each role and as an anonymous visitor. */
export function describeRoutes(t: TeamFixture): void {
  type Status = Record<Who, number>;
  const member = (ok: number): Status => ({
    anonymous: 401,
    interviewer: ok,
    recruiter: ok,
    admin: ok,
  });
  const hiring = (ok: number): Status => ({
    anonymous: 401,
    interviewer: 403,
    recruiter: ok,
    admin: ok,
  });
  const adminOnly = (ok: number): Status => ({
    anonymous: 401,
    interviewer: 403,
    recruiter: 403,
    admin: ok,
  });
  /** The SCIM routes: the identity provider's token only (its own suite: access/scim.ts). */
  const provisionerOnly: Status = {
    anonymous: 401,
    interviewer: 403,
    recruiter: 403,
    admin: 403,
  };
  const everyone = (ok: number): Status => ({
    anonymous: ok,
    interviewer: ok,
    recruiter: ok,
    admin: ok,
  });

  interface Case {
    route: string;
    expect: Status;
    /** The request for one caller: its path (under /api) and body. */
    request: (
      who: Who,
    ) => Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
  }

  const recruiterNote = async () =>
    (
      await t.store.transaction('write', (tx) =>
        tx.notes.insert({
          candidateId: t.candidateId,
          text: 'Strong.',
          createdAt: new Date().toISOString(),
          author: { id: t.ids.recruiter!, name: 'Rita Recruiter' },
        }),
      )
    ).id;

  const TEMPLATE_STAGES = [
    { name: 'Applied', category: 'applied' },
    { name: 'Portfolio review', category: 'screen' },
    { name: 'Hired', category: 'hired' },
    { name: 'Rejected', category: 'rejected' },
  ];
  const newTemplate = async () =>
    (
      await t.store.transaction('write', (tx) =>
        tx.pipelineTemplates.insert({
          name: t.unique('Template'),
          stages: TEMPLATE_STAGES.map((stage, i) => ({ ...stage, id: `t${i}` })) as never,
          isDefault: false,
        }),
      )
    ).id;

  const cases: Case[] = [
    { route: 'GET /api/health', expect: everyone(200), request: () => ({ path: '/health' }) },
    { route: 'GET /api/jobs', expect: member(200), request: () => ({ path: '/jobs' }) },
    { route: 'GET /api/events', expect: member(200), request: () => ({ path: '/events' }) },
    { route: 'GET /api/careers', expect: everyone(200), request: () => ({ path: '/careers' }) },
    {
      route: 'GET /api/jobs/candidate-counts',
      expect: member(200),
      request: () => ({ path: `/jobs/candidate-counts?ids=${t.activeJob}` }),
    },
    {
      route: 'GET /api/reports',
      expect: member(200),
      request: () => ({ path: `/reports?jobId=${t.activeJob}` }),
    },
    {
      route: 'GET /api/files/:id',
      expect: member(200),
      request: async () => {
        const file = await t.store.transaction('write', (tx) =>
          tx.files.insert({
            candidateId: t.candidateId,
            jobId: t.activeJob,
            responseId: 1,
            name: 'cv.txt',
            type: 'text/plain; charset=utf-8',
            size: 2,
            createdAt: new Date().toISOString(),
            content: new Blob(['hi']),
          }),
        );
        return { path: `/files/${file.id}` };
      },
    },
    {
      route: 'GET /api/jobs/:id/interview-plan',
      expect: member(200),
      request: () => ({ path: `/jobs/${t.activeJob}/interview-plan` }),
    },
    {
      route: 'PUT /api/jobs/:id/interview-plan',
      expect: hiring(200),
      request: () => ({
        path: `/jobs/${t.activeJob}/interview-plan`,
        body: {
          interviews: [
            {
              // The id the interview routes below schedule from.
              id: 'technical-interview',
              name: 'Chat',
              stage: 'screen',
              durationMinutes: 20,
              attributes: [{ heading: 'Traits', name: 'Calm' }],
            },
          ],
        },
      }),
    },
    {
      route: 'GET /api/candidates/:id/interviews',
      expect: member(200),
      request: () => ({ path: `/candidates/${t.candidateId}/interviews` }),
    },
    {
      route: 'POST /api/candidates/:id/interviews',
      expect: hiring(201),
      request: () => ({ path: `/candidates/${t.candidateId}/interviews`, body: interview() }),
    },
    {
      route: 'GET /api/interviews',
      expect: member(200),
      request: () => ({ path: '/interviews?mine=1' }),
    },
    {
      route: 'PATCH /api/interviews/:id',
      expect: hiring(200),
      request: async () => ({
        path: `/interviews/${await scheduled()}`,
        body: { durationMinutes: 45 },
      }),
    },
    {
      route: 'GET /api/interviews/:id/invite.ics',
      expect: member(200),
      request: async () => ({ path: `/interviews/${await scheduled()}/invite.ics` }),
    },
    {
      route: 'GET /api/interviews/:id/scorecards/mine',
      expect: member(200),
      request: async () => ({ path: `/interviews/${await scheduledWithAll()}/scorecards/mine` }),
    },
    {
      route: 'PUT /api/interviews/:id/scorecards/mine',
      expect: member(200),
      request: async () => ({
        path: `/interviews/${await scheduledWithAll()}/scorecards/mine`,
        body: { takeaways: 'Calm.', recommendation: null, submit: false },
      }),
    },
    {
      // Each member reads them once their own is in (the 403 before is proved on its own).
      route: 'GET /api/interviews/:id/scorecards',
      expect: member(200),
      request: async (who) => ({
        path: `/interviews/${await scheduledWithAll(who)}/scorecards`,
      }),
    },
    {
      route: 'GET /api/candidates/:id/scorecards',
      expect: member(200),
      request: async (who) => {
        await scheduledWithAll(who);
        return { path: `/candidates/${t.candidateId}/scorecards` };
      },
    },
    {
      route: 'GET /api/calendar/feed',
      expect: member(200),
      request: () => ({ path: '/calendar/feed' }),
    },
    // One's own calendar, read for busy times: every member's own (a private address is refused).
    {
      route: 'GET /api/calendar/busy',
      expect: member(200),
      request: () => ({ path: '/calendar/busy' }),
    },
    {
      route: 'PUT /api/calendar/busy',
      expect: member(400),
      request: () => ({ path: '/calendar/busy', body: { url: 'https://127.0.0.1/basic.ics' } }),
    },
    {
      route: 'DELETE /api/calendar/busy',
      expect: member(404),
      request: () => ({ path: '/calendar/busy' }),
    },
    {
      route: 'POST /api/calendar/feed',
      expect: member(201),
      request: () => ({ path: '/calendar/feed' }),
    },
    {
      // The feed's secret is its own key: calendar apps read it without a session.
      route: 'GET /api/calendar/:file{[A-Za-z0-9_-]{20,100}\\.ics}',
      expect: everyone(200),
      request: async () => {
        const made = await t.call('POST', '/calendar/feed', { cookie: await sessionOf('admin') });
        return { path: new URL(made.body.url).pathname.replace(/^\/api/, '') };
      },
    },
    {
      route: 'GET /api/settings/rejection-reasons',
      expect: member(200),
      request: () => ({ path: '/settings/rejection-reasons' }),
    },
    {
      route: 'GET /api/settings/search-index',
      expect: member(200),
      request: () => ({ path: '/settings/search-index' }),
    },
    {
      route: 'PUT /api/settings/rejection-reasons',
      expect: adminOnly(200),
      request: () => ({
        path: '/settings/rejection-reasons',
        body: { reasons: ['Not qualified', 'Withdrew'] },
      }),
    },
    {
      route: 'POST /api/jobs',
      expect: hiring(201),
      request: () => ({ path: '/jobs', body: { title: t.unique('Job') } }),
    },
    {
      route: 'PATCH /api/jobs/reorder',
      expect: hiring(200),
      request: () => ({
        path: '/jobs/reorder',
        body: { jobsToUpdate: [{ id: t.activeJob, order: 0 }] },
      }),
    },
    {
      route: 'GET /api/jobs/:id',
      expect: everyone(200),
      request: () => ({ path: `/jobs/${t.activeJob}` }),
    },
    {
      route: 'PATCH /api/jobs/:id',
      expect: hiring(200),
      request: () => ({ path: `/jobs/${t.activeJob}`, body: { title: t.unique('Nurse') } }),
    },
    {
      route: 'GET /api/jobs/:id/stages',
      expect: member(200),
      request: () => ({ path: `/jobs/${t.activeJob}/stages` }),
    },
    {
      route: 'GET /api/jobs/:id/attention',
      expect: member(200),
      request: () => ({ path: `/jobs/${t.activeJob}/attention` }),
    },
    {
      route: 'PUT /api/jobs/:id/stages',
      expect: hiring(200),
      request: () => ({
        path: `/jobs/${t.activeJob}/stages`,
        body: {
          stages: [
            { id: 'applied', name: 'Applied', category: 'applied' },
            { id: 'screen', name: 'Screen', category: 'screen' },
            { id: 'tech', name: 'Tech', category: 'tech' },
            { id: 'offer', name: 'Offer', category: 'offer' },
            { id: 'hired', name: 'Hired', category: 'hired' },
            { id: 'rejected', name: 'Rejected', category: 'rejected' },
          ],
        },
      }),
    },
    // One's own working hours: every member's.
    {
      route: 'GET /api/availability/mine',
      expect: member(200),
      request: () => ({ path: '/availability/mine' }),
    },
    {
      route: 'PUT /api/availability/mine',
      expect: member(200),
      request: () => ({
        path: '/availability/mine',
        body: {
          timeZone: 'Europe/Berlin',
          weekly: { mon: [{ start: '09:00', end: '12:00' }] },
          overrides: [],
        },
      }),
    },
    // Free slots: whoever schedules interviews (they show members' busy times, never what).
    {
      route: 'GET /api/scheduling/slots',
      expect: hiring(200),
      request: () => ({
        path: `/scheduling/slots?interviewerIds=${t.ids.interviewer}&duration=45&from=2027-01-04T00:00:00Z&to=2027-01-11T00:00:00Z`,
      }),
    },
    // Provisioning through SCIM: admins manage the token and the groups' roles; the /scim/v2
    // routes answer the identity provider's SCIM token alone, never a member.
    {
      route: 'GET /api/scim/token',
      expect: adminOnly(200),
      request: () => ({ path: '/scim/token' }),
    },
    {
      route: 'POST /api/scim/token',
      expect: adminOnly(201),
      request: () => ({ path: '/scim/token' }),
    },
    {
      route: 'DELETE /api/scim/token',
      // The admin's POST just made one: it is revoked.
      expect: adminOnly(204),
      request: () => ({ path: '/scim/token' }),
    },
    {
      route: 'GET /api/scim/settings',
      expect: adminOnly(200),
      request: () => ({ path: '/scim/settings' }),
    },
    {
      route: 'PUT /api/scim/settings',
      expect: adminOnly(200),
      request: () => ({
        path: '/scim/settings',
        body: { defaultRole: 'interviewer', groupRoles: [] },
      }),
    },
    {
      route: 'GET /api/scim/v2/ServiceProviderConfig',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/ServiceProviderConfig' }),
    },
    {
      route: 'GET /api/scim/v2/ResourceTypes',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/ResourceTypes' }),
    },
    {
      route: 'GET /api/scim/v2/Schemas',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Schemas' }),
    },
    {
      route: 'GET /api/scim/v2/Users',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Users' }),
    },
    {
      route: 'POST /api/scim/v2/Users',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Users', body: { schemas: [] } }),
    },
    {
      route: 'GET /api/scim/v2/Users/:id',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Users/1' }),
    },
    {
      route: 'PUT /api/scim/v2/Users/:id',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Users/1', body: { schemas: [] } }),
    },
    {
      route: 'PATCH /api/scim/v2/Users/:id',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Users/1', body: { schemas: [], Operations: [] } }),
    },
    {
      route: 'DELETE /api/scim/v2/Users/:id',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Users/1' }),
    },
    {
      route: 'GET /api/scim/v2/Groups',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Groups' }),
    },
    {
      route: 'POST /api/scim/v2/Groups',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Groups', body: { schemas: [] } }),
    },
    {
      route: 'GET /api/scim/v2/Groups/:id',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Groups/1' }),
    },
    {
      route: 'PUT /api/scim/v2/Groups/:id',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Groups/1', body: { schemas: [] } }),
    },
    {
      route: 'PATCH /api/scim/v2/Groups/:id',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Groups/1', body: { schemas: [], Operations: [] } }),
    },
    {
      route: 'DELETE /api/scim/v2/Groups/:id',
      expect: provisionerOnly,
      request: () => ({ path: '/scim/v2/Groups/1' }),
    },
    // Identity providers: admins; the sign-in's first step and the way back are public.
    {
      route: 'GET /api/sso/providers',
      expect: adminOnly(200),
      request: () => ({ path: '/sso/providers' }),
    },
    {
      route: 'POST /api/sso/providers',
      // An admin's is refused for what it says (no domain): the role is checked first.
      expect: adminOnly(400),
      request: () => ({ path: '/sso/providers', body: { kind: 'oidc', domains: [] } }),
    },
    {
      route: 'PUT /api/sso/providers/:id',
      expect: adminOnly(400),
      request: async () => ({
        path: `/sso/providers/${await providerIn(t.store)}`,
        body: { kind: 'oidc', domains: [] },
      }),
    },
    {
      route: 'DELETE /api/sso/providers/:id',
      expect: adminOnly(204),
      request: async () => ({ path: `/sso/providers/${await providerIn(t.store)}` }),
    },
    {
      route: 'POST /api/sso/providers/:id/verify',
      // Its issuer answers nothing here: the admin is told the provider cannot be reached.
      expect: adminOnly(503),
      request: async () => ({ path: `/sso/providers/${await providerIn(t.store)}/verify` }),
    },
    {
      route: 'GET /api/sso/start',
      expect: everyone(200),
      request: () => ({ path: '/sso/start?email=someone@nobody.example' }),
    },
    // A SAML provider reads TalentFlow's metadata, and the person's browser posts its answer.
    {
      route: 'GET /api/sso/:id/metadata.xml',
      expect: everyone(200),
      request: async () => ({ path: `/sso/${await providerIn(t.store, 'saml')}/metadata.xml` }),
    },
    {
      route: 'POST /api/sso/saml/acs',
      expect: everyone(302),
      request: () => ({
        path: '/sso/saml/acs',
        body: new URLSearchParams({ SAMLResponse: 'PHNhbWw+', RelayState: 'unknown' }),
      }),
    },
    {
      route: 'GET /api/sso/oidc/callback',
      expect: everyone(302),
      request: () => ({ path: '/sso/oidc/callback?code=x&state=unknown' }),
    },
    // Scheduling links: whoever schedules interviews; the candidate's page is public (the
    // token is the key).
    {
      route: 'GET /api/candidates/:id/scheduling-links',
      expect: hiring(200),
      request: () => ({ path: `/candidates/${t.candidateId}/scheduling-links` }),
    },
    {
      route: 'POST /api/candidates/:id/scheduling-links',
      expect: hiring(201),
      request: () => ({
        path: `/candidates/${t.candidateId}/scheduling-links`,
        body: {
          planInterviewId: 'technical-interview',
          duration: 30,
          interviewerIds: [t.ids.interviewer],
          window: {
            from: new Date(Date.now() + 86_400_000).toISOString(),
            to: new Date(Date.now() + 8 * 86_400_000).toISOString(),
          },
        },
      }),
    },
    {
      route: 'GET /api/scheduling-links/:token',
      expect: everyone(200),
      request: async () => ({
        path: `/scheduling-links/${(await schedulingLinkIn(t.store, t.activeJob, t.ids.interviewer!)).token}`,
      }),
    },
    {
      route: 'POST /api/scheduling-links/:token/book',
      expect: everyone(200),
      request: async () => {
        const { token, start } = await schedulingLinkIn(t.store, t.activeJob, t.ids.interviewer!);
        return { path: `/scheduling-links/${token}/book`, body: { start } };
      },
    },
    {
      route: 'POST /api/scheduling-links/:token/reschedule',
      expect: everyone(200),
      request: async () => {
        const link = await schedulingLinkIn(t.store, t.activeJob, t.ids.interviewer!, 'booked');
        return { path: `/scheduling-links/${link.token}/reschedule`, body: { start: link.start } };
      },
    },
    {
      route: 'POST /api/scheduling-links/:token/cancel',
      expect: everyone(200),
      request: async () => {
        const link = await schedulingLinkIn(t.store, t.activeJob, t.ids.interviewer!, 'booked');
        return { path: `/scheduling-links/${link.token}/cancel` };
      },
    },
    // Offers: recruiters and admins; the chain decides who approves (a recruiter here).
    {
      route: 'GET /api/candidates/:id/offers',
      expect: hiring(200),
      request: () => ({ path: `/candidates/${t.candidateId}/offers` }),
    },
    {
      route: 'POST /api/candidates/:id/offers',
      // A candidate an interviewer does not interview is not found to them.
      expect: { anonymous: 401, interviewer: 404, recruiter: 201, admin: 201 },
      request: async () => {
        // A candidate whose earlier offer was declined: a new one may be drafted.
        const { candidateId } = await offerIn(t.store, t.activeJob, 'declined');
        return {
          path: `/candidates/${candidateId}/offers`,
          body: {
            salary: { amount: 50000, currency: 'EUR', period: 'year' },
            startDate: '2027-01-04',
          },
        };
      },
    },
    {
      route: 'GET /api/offers/to-approve',
      expect: hiring(200),
      request: () => ({ path: '/offers/to-approve' }),
    },
    {
      route: 'GET /api/offers/:id',
      expect: hiring(200),
      request: async () => ({
        path: `/offers/${(await offerIn(t.store, t.activeJob, 'draft')).id}`,
      }),
    },
    {
      route: 'PATCH /api/offers/:id',
      expect: hiring(200),
      request: async () => ({
        path: `/offers/${(await offerIn(t.store, t.activeJob, 'approved')).id}`,
        body: { startDate: '2027-04-01' },
      }),
    },
    {
      route: 'GET /api/offers/:id/letter',
      expect: hiring(200),
      request: async () => ({
        path: `/offers/${(await offerIn(t.store, t.activeJob, 'draft')).id}/letter`,
      }),
    },
    {
      route: 'GET /api/offers/:id/letter.pdf',
      expect: hiring(200),
      request: async () => ({
        path: `/offers/${(await offerIn(t.store, t.activeJob, 'sent')).id}/letter.pdf`,
      }),
    },
    {
      route: 'POST /api/offers/:id/submit',
      expect: hiring(200),
      request: async () => ({
        path: `/offers/${(await offerIn(t.store, t.activeJob, 'draft')).id}/submit`,
      }),
    },
    {
      route: 'POST /api/offers/:id/approve',
      expect: { anonymous: 401, interviewer: 403, recruiter: 200, admin: 403 },
      request: async () => {
        await setOfferChain(t.store, [{ kind: 'role', role: 'recruiter', rule: 'any' }]);
        return { path: `/offers/${(await offerIn(t.store, t.activeJob, 'pending')).id}/approve` };
      },
    },
    {
      route: 'POST /api/offers/:id/decline',
      expect: { anonymous: 401, interviewer: 403, recruiter: 200, admin: 403 },
      request: async () => {
        await setOfferChain(t.store, [{ kind: 'role', role: 'recruiter', rule: 'any' }]);
        return {
          path: `/offers/${(await offerIn(t.store, t.activeJob, 'pending')).id}/decline`,
          body: { reason: 'Above the band.' },
        };
      },
    },
    {
      route: 'POST /api/offers/:id/send',
      expect: hiring(200),
      request: async () => ({
        path: `/offers/${(await offerIn(t.store, t.activeJob, 'approved')).id}/send`,
        body: {},
      }),
    },
    {
      route: 'POST /api/offers/:id/withdraw',
      expect: hiring(200),
      request: async () => ({
        path: `/offers/${(await offerIn(t.store, t.activeJob, 'pending')).id}/withdraw`,
        body: {},
      }),
    },
    {
      route: 'POST /api/offers/:id/record',
      expect: hiring(200),
      request: async () => ({
        path: `/offers/${(await offerIn(t.store, t.activeJob, 'sent')).id}/record`,
        body: { decision: 'declined' },
      }),
    },
    {
      route: 'GET /api/settings/offers',
      expect: hiring(200),
      request: () => ({ path: '/settings/offers' }),
    },
    {
      route: 'PUT /api/settings/offers',
      expect: adminOnly(200),
      request: () => ({
        path: '/settings/offers',
        body: {
          fields: [{ key: 'car', label: 'Company car', type: 'choice', options: ['Yes', 'No'] }],
          templates: [{ id: 'standard', name: 'Standard', body: 'Dear {{candidate.name}}' }],
          expiryDays: 10,
        },
      }),
    },
    {
      route: 'GET /api/settings/approvals',
      expect: hiring(200),
      request: () => ({ path: '/settings/approvals' }),
    },
    {
      route: 'PUT /api/settings/approvals',
      expect: adminOnly(200),
      request: () => ({
        path: '/settings/approvals',
        body: { offers: [{ kind: 'role', role: 'admin', rule: 'all' }] },
      }),
    },
    // Interview reminders: read by whoever schedules interviews, set by admins.
    {
      route: 'GET /api/settings/interview-reminders',
      expect: hiring(200),
      request: () => ({ path: '/settings/interview-reminders' }),
    },
    {
      route: 'PUT /api/settings/interview-reminders',
      expect: adminOnly(200),
      request: () => ({ path: '/settings/interview-reminders', body: { hours: [48, 2] } }),
    },
    {
      route: 'GET /api/offer-links/:token',
      expect: everyone(200),
      request: async () => ({
        path: `/offer-links/${(await offerIn(t.store, t.activeJob, 'sent')).token}`,
      }),
    },
    {
      route: 'GET /api/offer-links/:token/letter.pdf',
      expect: everyone(200),
      request: async () => ({
        path: `/offer-links/${(await offerIn(t.store, t.activeJob, 'sent')).token}/letter.pdf`,
      }),
    },
    {
      route: 'POST /api/offer-links/:token/accept',
      expect: everyone(200),
      request: async () => ({
        path: `/offer-links/${(await offerIn(t.store, t.activeJob, 'sent')).token}/accept`,
        body: { name: 'olga  OFFER' },
      }),
    },
    {
      route: 'POST /api/offer-links/:token/decline',
      expect: everyone(200),
      request: async () => ({
        path: `/offer-links/${(await offerIn(t.store, t.activeJob, 'sent')).token}/decline`,
        body: {},
      }),
    },
    {
      route: 'GET /api/pipeline-templates',
      expect: member(200),
      request: () => ({ path: '/pipeline-templates' }),
    },
    {
      route: 'POST /api/pipeline-templates',
      expect: hiring(201),
      request: () => ({
        path: '/pipeline-templates',
        body: { name: t.unique('Pipeline'), stages: TEMPLATE_STAGES },
      }),
    },
    {
      route: 'PUT /api/pipeline-templates/:id',
      expect: hiring(200),
      request: async () => ({
        path: `/pipeline-templates/${await newTemplate()}`,
        body: { name: t.unique('Renamed'), stages: TEMPLATE_STAGES },
      }),
    },
    {
      route: 'DELETE /api/pipeline-templates/:id',
      expect: hiring(204),
      request: async () => ({ path: `/pipeline-templates/${await newTemplate()}` }),
    },
    {
      route: 'GET /api/jobs/:id/assessment',
      expect: everyone(200),
      request: () => ({ path: `/jobs/${t.activeJob}/assessment` }),
    },
    {
      route: 'PUT /api/jobs/:id/assessment',
      expect: hiring(200),
      request: () => ({ path: `/jobs/${t.activeJob}/assessment`, body: STRUCTURE }),
    },
    {
      route: 'GET /api/jobs/:id/responses',
      expect: member(200),
      request: () => ({ path: `/jobs/${t.activeJob}/responses` }),
    },
    {
      route: 'POST /api/assessments/:jobId/submit',
      expect: everyone(201),
      request: () => ({ path: `/assessments/${t.activeJob}/submit`, body: t.applicant() }),
    },
    {
      route: 'GET /api/candidates',
      expect: member(200),
      request: () => ({ path: '/candidates' }),
    },
    {
      route: 'POST /api/candidates',
      expect: hiring(201),
      request: () => ({
        path: '/candidates',
        body: {
          name: 'Hana Hand',
          email: `${t.unique('hana')}@example.com`,
          jobId: t.activeJob,
          source: 'referral',
        },
      }),
    },
    {
      route: 'GET /api/candidates/stage-counts',
      expect: member(200),
      request: () => ({ path: '/candidates/stage-counts' }),
    },
    {
      route: 'GET /api/candidates/:id',
      expect: member(200),
      request: () => ({ path: `/candidates/${t.candidateId}` }),
    },
    {
      route: 'PATCH /api/candidates/:id',
      expect: hiring(200),
      request: async () => ({
        path: `/candidates/${await t.freshCandidate()}`,
        body: { stage: 'screen' },
      }),
    },
    {
      route: 'DELETE /api/candidates/:id',
      expect: hiring(204),
      request: async () => ({ path: `/candidates/${await t.freshCandidate()}` }),
    },
    {
      route: 'POST /api/candidates/bulk',
      expect: hiring(200),
      request: async () => ({
        path: '/candidates/bulk',
        body: { ids: [await t.freshCandidate()], action: { type: 'move', stage: 'screen' } },
      }),
    },
    {
      route: 'POST /api/candidates/import',
      expect: hiring(200),
      request: () => ({
        path: `/candidates/import?jobId=${t.activeJob}`,
        body: new Blob([`Name,Email\nIda Import,${t.unique('ida')}@example.com\n`], {
          type: 'text/csv',
        }),
      }),
    },
    {
      route: 'GET /api/candidates/export.csv',
      expect: member(200),
      request: () => ({ path: `/candidates/export.csv?jobId=${t.activeJob}` }),
    },
    {
      route: 'GET /api/candidates/:id/applications',
      expect: member(200),
      request: () => ({ path: `/candidates/${t.candidateId}/applications` }),
    },
    {
      route: 'GET /api/candidates/duplicates',
      expect: member(200),
      request: () => ({ path: '/candidates/duplicates' }),
    },
    {
      route: 'GET /api/candidates/:id/duplicates',
      expect: member(200),
      request: () => ({ path: `/candidates/${t.candidateId}/duplicates` }),
    },
    {
      route: 'POST /api/candidates/:id/merge',
      expect: hiring(200),
      request: async () => ({
        path: `/candidates/${await t.freshCandidate()}/merge`,
        body: { otherId: await t.freshCandidate() },
      }),
    },
    {
      route: 'GET /api/candidates/:id/timeline',
      expect: member(200),
      request: () => ({ path: `/candidates/${t.candidateId}/timeline` }),
    },
    {
      route: 'GET /api/candidates/:id/notes',
      expect: member(200),
      request: () => ({ path: `/candidates/${t.candidateId}/notes` }),
    },
    {
      route: 'POST /api/candidates/:id/notes',
      expect: member(201),
      request: () => ({ path: `/candidates/${t.candidateId}/notes`, body: { text: 'Strong.' } }),
    },
    // A note of the recruiter's: they edit it; nobody else does, an admin deletes it too.
    {
      route: 'PATCH /api/candidates/:id/notes/:noteId',
      expect: { anonymous: 401, interviewer: 403, recruiter: 200, admin: 403 },
      request: async () => ({
        path: `/candidates/${t.candidateId}/notes/${await recruiterNote()}`,
        body: { text: 'Stronger.' },
      }),
    },
    {
      route: 'DELETE /api/candidates/:id/notes/:noteId',
      expect: { anonymous: 401, interviewer: 403, recruiter: 204, admin: 204 },
      request: async () => ({
        path: `/candidates/${t.candidateId}/notes/${await recruiterNote()}`,
      }),
    },
    {
      route: 'GET /api/candidates/:id/responses',
      expect: member(200),
      request: () => ({ path: `/candidates/${t.candidateId}/responses` }),
    },
    {
      route: 'GET /api/candidates/:id/files',
      expect: member(200),
      request: () => ({ path: `/candidates/${t.candidateId}/files` }),
    },
    {
      route: 'POST /api/candidates/:id/files',
      expect: hiring(201),
      request: () => {
        const form = new FormData();
        form.append('file', new File(['My résumé'], 'cv.txt'));
        return { path: `/candidates/${t.candidateId}/files`, body: form };
      },
    },
    { route: 'GET /api/backup', expect: adminOnly(200), request: () => ({ path: '/backup' }) },
    {
      route: 'POST /api/backup/restore',
      expect: adminOnly(200),
      request: async () => ({
        path: '/backup/restore',
        body: (await t.call('GET', '/backup', { cookie: t.admin })).body,
      }),
    },
    {
      route: 'GET /api/auth/setup',
      expect: everyone(200),
      request: () => ({ path: '/auth/setup' }),
    },
    {
      route: 'POST /api/auth/setup',
      expect: everyone(409),
      request: () => ({
        path: '/auth/setup',
        body: { name: 'Eve', email: `${t.unique('eve')}@example.com`, password: PASSWORD },
      }),
    },
    {
      route: 'POST /api/auth/login',
      expect: everyone(200),
      request: () => ({
        path: '/auth/login',
        body: { email: t.emails.interviewer, password: PASSWORD },
      }),
    },
    {
      route: 'POST /api/auth/logout',
      expect: everyone(204),
      request: () => ({ path: '/auth/logout' }),
    },
    { route: 'GET /api/auth/me', expect: member(200), request: () => ({ path: '/auth/me' }) },
    {
      route: 'PATCH /api/auth/me',
      expect: member(200),
      request: () => ({ path: '/auth/me', body: { timeZone: 'Europe/Berlin' } }),
    },
    {
      route: 'POST /api/candidates/:id/reject',
      expect: hiring(200),
      request: async () => ({
        path: `/candidates/${await t.freshCandidate()}/reject`,
        body: { reason: 'Withdrew' },
      }),
    },
    {
      route: 'GET /api/candidates/:id/emails',
      expect: member(200),
      request: () => ({ path: `/candidates/${t.candidateId}/emails` }),
    },
    {
      route: 'POST /api/candidates/:id/emails/:emailId{[0-9]+}/cancel',
      expect: hiring(204),
      request: async () => {
        const id = await t.freshCandidate();
        const made = await t.call('POST', `/candidates/${id}/reject`, {
          cookie: t.admin,
          body: {
            reason: 'Withdrew',
            email: {
              subject: 'Hello',
              body: 'Hello.',
              sendAt: new Date(Date.now() + 86_400_000).toISOString(),
            },
          },
        });
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        return { path: `/candidates/${id}/emails/${made.body.email.id}/cancel` };
      },
    },
    {
      route: 'POST /api/candidates/:id/emails',
      expect: hiring(201),
      request: () => ({
        path: `/candidates/${t.candidateId}/emails`,
        body: { subject: 'Hello', body: 'Hello {{candidate.first_name}}.' },
      }),
    },
    {
      route: 'GET /api/email-templates',
      expect: member(200),
      request: () => ({ path: '/email-templates' }),
    },
    {
      route: 'POST /api/email-templates',
      expect: hiring(201),
      request: () => ({
        path: '/email-templates',
        body: { name: t.unique('Template'), subject: 'Hello', body: 'Hello.' },
      }),
    },
    {
      route: 'PUT /api/email-templates/:id{[A-Za-z0-9-]{1,100}}',
      expect: hiring(200),
      request: () => ({
        path: '/email-templates/rejection',
        body: { name: 'Rejection', subject: 'About {{job.title}}', body: 'Not this time.' },
      }),
    },
    {
      route: 'DELETE /api/email-templates/:id{[A-Za-z0-9-]{1,100}}',
      expect: hiring(204),
      request: async () => {
        const made = await t.call('POST', '/email-templates', {
          cookie: t.admin,
          body: { name: t.unique('Doomed'), subject: 'Hello', body: 'Hello.' },
        });
        return { path: `/email-templates/${made.body.id}` };
      },
    },
    {
      route: 'GET /api/notifications',
      expect: member(200),
      request: () => ({ path: '/notifications' }),
    },
    {
      route: 'POST /api/notifications/read',
      expect: member(200),
      request: () => ({ path: '/notifications/read', body: { all: true } }),
    },
    {
      route: 'GET /api/notifications/preferences',
      expect: member(200),
      request: () => ({ path: '/notifications/preferences' }),
    },
    {
      route: 'PUT /api/notifications/preferences',
      expect: member(200),
      request: () => ({
        path: '/notifications/preferences',
        body: { email: { mention: true, application: true, scorecard: true } },
      }),
    },
    {
      route: 'POST /api/auth/forgot-password',
      expect: everyone(202),
      // Each caller asks for a link of their own (a known and an unknown address answer alike).
      request: (who) => ({
        path: '/auth/forgot-password',
        body: { email: who === 'anonymous' ? 'nobody@example.com' : t.emails[who] },
      }),
    },
    {
      route: 'POST /api/auth/reset-password',
      expect: everyone(404),
      request: () => ({
        path: '/auth/reset-password',
        body: { token: 'not-a-reset-link-token', password: PASSWORD },
      }),
    },
    {
      // A wrong current password: the route is each member's, the answer its own refusal.
      route: 'PUT /api/auth/password',
      expect: member(400),
      request: () => ({
        path: '/auth/password',
        body: { currentPassword: 'not the password', password: PASSWORD },
      }),
    },
    {
      route: 'POST /api/users/:id{[0-9]+}/password-reset',
      expect: adminOnly(202),
      request: () => ({ path: `/users/${t.ids.interviewer}/password-reset` }),
    },
    { route: 'GET /api/emails', expect: adminOnly(200), request: () => ({ path: '/emails' }) },
    {
      route: 'POST /api/emails/:id{[0-9]+}/retry',
      expect: adminOnly(200),
      request: async () => {
        const id = await t.store.transaction('write', async (tx) => {
          const message = await tx.outbox.add(
            { kind: 'test', to: 'someone@example.com', subject: 'Hello', text: 'Hello.' },
            new Date().toISOString(),
          );
          await tx.outbox.settle(message.id, {
            state: 'failed',
            error: '550 No',
            clearBody: false,
          });
          return message.id;
        });
        return { path: `/emails/${id}/retry` };
      },
    },
    {
      route: 'POST /api/invitations',
      expect: adminOnly(201),
      request: () => ({
        path: '/invitations',
        body: { email: `${t.unique('inv')}@example.com`, role: 'recruiter' },
      }),
    },
    {
      route: 'GET /api/invitations',
      expect: adminOnly(200),
      request: () => ({ path: '/invitations' }),
    },
    {
      route: 'DELETE /api/invitations/:id{[0-9]+}',
      expect: adminOnly(204),
      request: async () => {
        await t.freshInvitation();
        const list = await t.call('GET', '/invitations', { cookie: t.admin });
        return { path: `/invitations/${list.body.invitations[0].id}` };
      },
    },
    {
      route: 'GET /api/invitations/:token',
      expect: everyone(200),
      request: async () => ({ path: `/invitations/${(await t.freshInvitation()).token}` }),
    },
    {
      route: 'POST /api/invitations/:token/accept',
      expect: everyone(201),
      request: async () => ({
        path: `/invitations/${(await t.freshInvitation()).token}/accept`,
        body: { name: 'Nia New', password: PASSWORD },
      }),
    },
    { route: 'GET /api/users', expect: member(200), request: () => ({ path: '/users' }) },
    {
      route: 'GET /api/users/deactivated',
      expect: adminOnly(200),
      request: () => ({ path: '/users/deactivated' }),
    },
    {
      route: 'POST /api/invitations/:id{[0-9]+}/resend',
      expect: adminOnly(201),
      request: async () => {
        await t.freshInvitation();
        const list = await t.call('GET', '/invitations', { cookie: t.admin });
        return { path: `/invitations/${list.body.invitations[0].id}/resend` };
      },
    },
    {
      route: 'GET /api/auth/sessions',
      expect: member(200),
      request: () => ({ path: '/auth/sessions' }),
    },
    {
      // Another session of the caller's own, named as their list names it.
      route: 'DELETE /api/auth/sessions/:id',
      expect: member(204),
      request: async (who) => {
        if (who === 'anonymous') return { path: `/auth/sessions/${'A'.repeat(22)}` };
        const other = await t.signIn(who);
        const listed = await t.call('GET', '/auth/sessions', { cookie: other });
        const own = listed.body.sessions.find((s: { current: boolean }) => s.current);
        return { path: `/auth/sessions/${own.id}` };
      },
    },
    {
      // Another member's second factor removed (whether or not they use one).
      route: 'DELETE /api/users/:id{[0-9]+}/two-factor',
      expect: adminOnly(200),
      request: () => ({ path: `/users/${t.ids.interviewer}/two-factor` }),
    },
    {
      route: 'DELETE /api/users/:id{[0-9]+}/sessions',
      expect: adminOnly(200),
      request: async () => {
        const { token } = await t.freshInvitation();
        const joined = await t.call('POST', `/invitations/${token}/accept`, {
          body: { name: 'Sam Sessions', password: PASSWORD },
        });
        return { path: `/users/${joined.body.user.id}/sessions` };
      },
    },
    {
      route: 'GET /api/auth/two-factor',
      expect: member(200),
      request: () => ({ path: '/auth/two-factor' }),
    },
    {
      route: 'POST /api/auth/two-factor/setup',
      expect: member(200),
      request: () => ({ path: '/auth/two-factor/setup' }),
    },
    {
      // A code that is not right: the route is each member's, the answer its own refusal.
      route: 'POST /api/auth/two-factor/enable',
      expect: member(400),
      request: async (who) => {
        if (who === 'anonymous')
          return { path: '/auth/two-factor/enable', body: { password: PASSWORD, code: '000000' } };
        const setup = await t.call('POST', '/auth/two-factor/setup', {
          cookie: await t.signIn(who),
        });
        return {
          path: '/auth/two-factor/enable',
          body: { password: PASSWORD, code: await t.wrongCode(setup.body.secret) },
        };
      },
    },
    {
      route: 'POST /api/auth/two-factor/disable',
      expect: member(400),
      request: () => ({
        path: '/auth/two-factor/disable',
        body: { password: PASSWORD, code: '123456' },
      }),
    },
    { route: 'GET /api/audit', expect: adminOnly(200), request: () => ({ path: '/audit' }) },
    {
      route: 'GET /api/audit/export',
      expect: adminOnly(200),
      request: () => ({ path: '/audit/export?action=auth.login' }),
    },
    {
      route: 'GET /api/audit/verify',
      expect: adminOnly(200),
      request: () => ({ path: '/audit/verify' }),
    },
    {
      route: 'GET /api/settings/privacy',
      expect: everyone(200),
      request: () => ({ path: '/settings/privacy' }),
    },
    {
      route: 'PUT /api/settings/privacy',
      expect: adminOnly(200),
      request: () => ({
        path: '/settings/privacy',
        body: {
          noticeText: 'We keep applications for 24 months.',
          noticeUrl: null,
          consentRequired: false,
          retentionMonths: 24,
        },
      }),
    },
    {
      route: 'GET /api/my-application/:token',
      expect: everyone(200),
      request: async () => ({ path: await freshLink() }),
    },
    {
      route: 'GET /api/my-application/:token/data',
      expect: everyone(200),
      request: async () => ({ path: `${await freshLink()}/data` }),
    },
    {
      route: 'POST /api/my-application/:token/withdraw',
      expect: everyone(204),
      request: async () => ({ path: `${await freshLink()}/withdraw`, body: { confirm: true } }),
    },
    {
      route: 'POST /api/my-application/:token/erase',
      expect: everyone(204),
      request: async () => ({ path: `${await freshLink()}/erase`, body: { confirm: true } }),
    },
    {
      route: 'GET /api/candidates/:id/export',
      expect: adminOnly(200),
      request: () => ({ path: `/candidates/${t.candidateId}/export` }),
    },
    {
      route: 'GET /api/retention/preview',
      expect: adminOnly(200),
      request: () => ({ path: '/retention/preview' }),
    },
    {
      route: 'POST /api/retention/run',
      expect: adminOnly(200),
      request: () => ({ path: '/retention/run' }),
    },
    {
      route: 'GET /api/settings/security',
      expect: member(200),
      request: () => ({ path: '/settings/security' }),
    },
    {
      route: 'PUT /api/settings/security',
      expect: adminOnly(200),
      request: () => ({ path: '/settings/security', body: { twoFactorRequired: false } }),
    },
    {
      route: 'PATCH /api/users/:id{[0-9]+}',
      expect: adminOnly(200),
      request: async () => {
        const { token } = await t.freshInvitation();
        const joined = await t.call('POST', `/invitations/${token}/accept`, {
          body: { name: 'Tom Temp', password: PASSWORD },
        });
        return { path: `/users/${joined.body.user.id}`, body: { role: 'recruiter' } };
      },
    },
    // API tokens (integrations).
    { route: 'GET /api/tokens', expect: adminOnly(200), request: () => ({ path: '/tokens' }) },
    {
      route: 'POST /api/tokens',
      expect: adminOnly(201),
      request: () => ({ path: '/tokens', body: { name: 'Job board sync', role: 'recruiter' } }),
    },
    {
      route: 'DELETE /api/tokens/:id',
      expect: adminOnly(204),
      request: async () => {
        const made = await t.call('POST', '/tokens', {
          cookie: t.admin,
          body: { name: 'To revoke', role: 'interviewer' },
        });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        return { path: `/tokens/${made.body.token.id}` };
      },
    },
    // Webhooks (integrations).
    {
      route: 'POST /api/webhooks',
      expect: adminOnly(201),
      // A public address as such: no name to resolve.
      request: () => ({
        path: '/webhooks',
        body: { url: 'https://93.184.215.14/hooks', events: ['job.published'] },
      }),
    },
    { route: 'GET /api/webhooks', expect: adminOnly(200), request: () => ({ path: '/webhooks' }) },
    ...(
      [
        'PATCH /api/webhooks/:id',
        'DELETE /api/webhooks/:id',
        'POST /api/webhooks/:id/rotate-secret',
        'GET /api/webhooks/:id/deliveries',
      ] as const
    ).map((route) => ({
      route,
      expect: adminOnly(route.startsWith('DELETE') ? 204 : 200),
      // The admin's own endpoint, registered for the request; any id is refused to the others.
      request: async (who: Who) => {
        const id =
          who === 'admin'
            ? (
                await t.call('POST', '/webhooks', {
                  cookie: t.admin,
                  body: { url: 'https://93.184.215.14/hooks', events: ['job.published'] },
                })
              ).body.webhook.id
            : 1;
        return {
          path: route.slice(route.indexOf(' /api') + 5).replace(':id', String(id)),
          body: route.startsWith('PATCH') ? { enabled: false } : undefined,
        };
      },
    })),
    {
      route: 'POST /api/webhooks/:id/deliveries/:deliveryId/retry',
      expect: adminOnly(202),
      // A delivery: an endpoint of job.published, then a job published (no worker sends it here).
      request: async (who) => {
        if (who !== 'admin') return { path: '/webhooks/1/deliveries/1/retry' };
        const made = await t.call('POST', '/webhooks', {
          cookie: t.admin,
          body: { url: 'https://93.184.215.14/hooks', events: ['job.published'] },
        });
        const id = made.body.webhook.id as number;
        await t.call('POST', '/jobs', { cookie: t.admin, body: { title: 'Webhooked' } });
        const log = await t.call('GET', `/webhooks/${id}/deliveries`, { cookie: t.admin });
        return { path: `/webhooks/${id}/deliveries/${log.body.deliveries[0].id}/retry` };
      },
    },
    // Organization settings and public postings.
    {
      route: 'GET /api/settings/organization',
      expect: everyone(200),
      request: () => ({ path: '/settings/organization' }),
    },
    {
      route: 'PUT /api/settings/organization',
      expect: adminOnly(200),
      request: () => ({
        path: '/settings/organization',
        body: { name: 'Harbour Works', website: 'https://harbour.example', careersIntro: '' },
      }),
    },
    // The OpenAPI document.
    {
      route: 'GET /api/openapi.json',
      expect: everyone(200),
      request: () => ({ path: '/openapi.json' }),
    },
    { route: 'GET /api/docs', expect: member(200), request: () => ({ path: '/docs' }) },
    {
      route: 'GET /api/docs/scalar.js',
      expect: member(200),
      request: () => ({ path: '/docs/scalar.js' }),
    },
    {
      // Last: it ends the fixture admin's other sessions too.
      route: 'DELETE /api/auth/sessions',
      expect: member(200),
      request: () => ({ path: '/auth/sessions' }),
    },
  ];

  /** A new anonymous application's status link, as an API path (under /api). */
  let links = 0;
  const freshLink = async (): Promise<string> => {
    // Each from its own address, under the limit of applications per address.
    const sent = await t.call('POST', `/assessments/${t.activeJob}/submit`, {
      peer: `10.8.${(links += 1)}.1`,
      body: t.applicant(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return new URL(sent.body.statusUrl).pathname;
  };
  /** An interview to schedule: the default plan's technical interview, with the interviewer. */
  // Each on a day of its own: nobody is booked twice.
  let interviews = 0;
  const interview = () => ({
    planInterviewId: 'technical-interview',
    startsAt: new Date(
      Date.parse('2026-12-01T09:30:00Z') + interviews++ * 86_400_000,
    ).toISOString(),
    durationMinutes: 60,
    interviewerIds: [t.ids.interviewer!],
  });
  /**
   * A signed-in session of `who`, kept between the table's requests: a sign-in checks a password
   * at full scrypt cost, where this asks /auth/me whether the kept session is still signed in (a
   * case may have signed it out, or changed the password) and signs in again only then.
   */
  const kept = new Map<Who, string>();
  async function sessionOf(who: Exclude<Who, 'anonymous'>): Promise<string> {
    const cookie = kept.get(who);
    if (cookie && (await t.call('GET', '/auth/me', { cookie })).status === 200) return cookie;
    const fresh = await t.signIn(who);
    kept.set(who, fresh);
    return fresh;
  }
  /** An interview scheduled by the admin, for a route that needs one. */
  const scheduled = async (): Promise<number> => {
    const made = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: await sessionOf('admin'),
      body: interview(),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.interview.id;
  };
  /**
   * An interview of every member, for the scorecard routes; with `who`, a member who has
   * submitted their scorecard on it.
   */
  const scheduledWithAll = async (who?: Who): Promise<number> => {
    const made = await t.call('POST', `/candidates/${t.candidateId}/interviews`, {
      cookie: await sessionOf('admin'),
      body: { ...interview(), interviewerIds: Object.values(t.ids) },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.interview.id as number;
    if (who && who !== 'anonymous') {
      const own = await t.call('PUT', `/interviews/${id}/scorecards/mine`, {
        cookie: await sessionOf(who),
        body: { recommendation: 'yes', submit: true },
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
    }
    return id;
  };

  it('declares who may call every route, and this table covers each one', () => {
    // Every route is mounted from its definition, whose first middleware is its guard.
    expect(undescribedRoutes(t.app)).toEqual([]);
    const routes = apiRoutes(t.app);
    expect(routes.filter((r) => r.need === undefined)).toEqual([]);
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      cases.map((c) => c.route).sort(),
    );
  });

  it('answers every route for anonymous visitors and each role as the roles allow', async () => {
    const answers: string[] = [];
    const wanted: string[] = [];
    for (const testCase of cases) {
      const method = testCase.route.split(' ')[0]!;
      for (const who of WHO) {
        const cookie = who === 'anonymous' ? undefined : await sessionOf(who);
        const { path, body } = await testCase.request(who);
        const answer = await t.call(method, path, { cookie, body });
        answers.push(`${testCase.route} as ${who}: ${answer.status}`);
        wanted.push(`${testCase.route} as ${who}: ${testCase.expect[who]}`);
        // SCIM's refusals are in SCIM's words (RFC 7644 §3.12), the others in TalentFlow's.
        if (testCase.route.includes(' /api/scim/v2/') && answer.status >= 400)
          expect(answer.body).toMatchObject({ schemas: [SCIM_ERROR], status: `${answer.status}` });
        else if (answer.status === 401) expect(answer.body.error.code).toBe('unauthenticated');
        else if (answer.status === 403) expect(answer.body.error.code).toBe('forbidden');
      }
    }
    expect(answers).toEqual(wanted);
  }, 120_000);

  it('records a CSV import on the audit log with the job and the count only', async () => {
    const email = `${t.unique('ivy')}@example.com`;
    const imported = await t.call('POST', `/candidates/import?jobId=${t.activeJob}`, {
      cookie: await t.signIn('recruiter'),
      body: new Blob([`Name,Email\nIvy Import,${email}\nNo Email,\n`], { type: 'text/csv' }),
    });
    expect(imported.body).toMatchObject({ created: 1, errors: [{ row: 3 }] });
    const events = (await t.call('GET', '/audit?action=candidates.imported', { cookie: t.admin }))
      .body.events as Array<Record<string, unknown>>;
    expect(events[0]).toMatchObject({
      target: `job:${t.activeJob}`,
      actor: { id: t.ids.recruiter },
      detail: { jobId: t.activeJob, created: 1 },
    });
    expect(JSON.stringify(events)).not.toContain(email);
  });

  it("lets a member edit and delete their own note, marked edited, and no one else's", async () => {
    const ivan = await t.signIn('interviewer');
    const path = `/candidates/${t.candidateId}/notes`;
    const note = (await t.call('POST', path, { cookie: ivan, body: { text: 'Calm.' } })).body;
    const edited = await t.call('PATCH', `${path}/${note.id}`, {
      cookie: ivan,
      body: { text: ' Calm and clear. ' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: note.id,
      text: 'Calm and clear.',
      author: note.author,
    });
    expect(Date.parse(edited.body.editedAt)).toBeGreaterThanOrEqual(Date.parse(note.createdAt));
    const listed = (await t.call('GET', path, { cookie: ivan })).body;
    expect(listed.find((n: { id: number }) => n.id === note.id)).toEqual(edited.body);

    const recruiter = await t.signIn('recruiter');
    const refused = await t.call('PATCH', `${path}/${note.id}`, {
      cookie: recruiter,
      body: { text: 'Mine now.' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Only its author can edit a note; its author or an admin can delete it.',
    );
    expect((await t.call('DELETE', `${path}/${note.id}`, { cookie: recruiter })).status).toBe(403);
    expect((await t.call('DELETE', `${path}/${note.id}`, { cookie: ivan })).status).toBe(204);
    expect((await t.call('DELETE', `${path}/${note.id}`, { cookie: ivan })).status).toBe(404);
  });

  it('lets anonymous visitors reach an active job only: archived, draft and unknown jobs are not found', async () => {
    const draft = (
      await t.call('POST', '/jobs', { cookie: t.admin, body: { title: 'Draft', status: 'draft' } })
    ).body.id as number;
    for (const path of [
      `/jobs/${t.archivedJob}`,
      `/jobs/${t.archivedJob}/assessment`,
      `/jobs/${draft}`,
      `/jobs/${draft}/assessment`,
      '/jobs/9999',
      '/jobs/9999/assessment',
    ]) {
      expect((await t.call('GET', path)).status, path).toBe(404);
    }
    const before = (await t.call('GET', '/candidates', { cookie: t.admin })).body.totalCount;
    for (const job of [t.archivedJob, draft]) {
      const submitted = await t.call('POST', `/assessments/${job}/submit`, {
        body: t.applicant(),
      });
      expect(submitted.status).toBe(404);
    }
    expect((await t.call('GET', '/candidates', { cookie: t.admin })).body.totalCount).toBe(before);
    // Members still read archived jobs.
    expect(
      (await t.call('GET', `/jobs/${t.archivedJob}`, { cookie: await t.signIn('interviewer') }))
        .status,
    ).toBe(200);
  });
}
