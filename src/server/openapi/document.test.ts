import SwaggerParser from '@apidevtools/swagger-parser';
import type { z } from 'zod';
import type * as s from '@/domain/schemas';
import { api } from '@/test/api';
import { candidateInTech } from '@/test/builders';
import { parsedAsPublished, publishedStatus } from '@/test/openapi/published';
import type { ChaosSettings } from '../chaos';
import type { bulkAction } from '../services/bulk';
import type {
  listCandidateEmails,
  rejectCandidate,
  sendCandidateEmail,
} from '../services/candidate-emails';
import type { eraseCandidate, listApplications } from '../services/candidates';
import type { createTemplate, listTemplates } from '../services/email-templates';
import type {
  changeInterview,
  listCandidateInterviews,
  listInterviews,
  scheduleInterview,
} from '../services/interviews';
import type { mergeCandidates } from '../services/merge';
import type { getReport } from '../services/reports';
import type { runRetention } from '../services/retention';
import type {
  candidateScorecards,
  getMyScorecard,
  interviewScorecards,
  saveMyScorecard,
} from '../services/scorecards';
import type { exportPerson } from '../services/subject-access';
import { rolesOf, templateOf } from './document';

/**
 * Browser mode's document: the routes its service worker answers, and nothing of a team server's
 * (no sign-in, no roles' refusals, no security schemes).
 */
describe('the OpenAPI document in browser mode', () => {
  it('describes the routes browser mode has, and none of a team server’s', async () => {
    const { status, body } = await api('GET', '/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/jobs', '/api/candidates/{id}/notes', '/api/openapi.json']),
    );
    for (const path of ['/api/auth/me', '/api/tokens', '/api/users', '/api/docs'])
      expect(body.paths).not.toHaveProperty([path]);
    expect(body.components).not.toHaveProperty('securitySchemes');
    const statuses = Object.values(body.paths as Record<string, Record<string, any>>).flatMap(
      (item) => Object.values(item).flatMap((operation) => Object.keys(operation.responses)),
    );
    expect(statuses).not.toContain('401');
    expect(statuses).not.toContain('429');
    await expect(SwaggerParser.validate(body)).resolves.toBeTruthy();
  });

  it('has no API reference page: /api/docs is the JSON 404 of any unknown path', async () => {
    const { status, body } = await api('GET', '/docs');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });
});

/**
 * Browser mode's own answers (no outbox, the mail app, a directory of interviewers, the chaos
 * switch) hold to the schemas the document publishes.
 */
describe('the published answer schemas, against browser mode’s answers', () => {
  /** Calls the route of `key` at `path`, and answers its body once parsed by the published schema. */
  async function published(key: string, path: string, body?: unknown, status?: number) {
    const answer = await api(key.split(' ')[0]!, path, body);
    const expected = status ?? publishedStatus(key);
    expect([key, answer.status]).toEqual([key, expected]);
    return parsedAsPublished(key, answer.body, expected);
  }

  it('holds the interviews, scorecards and emails of the local recruiter', async () => {
    const { jobId, candidateId } = await candidateInTech();
    const scheduled = await published(
      'POST /api/candidates/:id/interviews',
      `/candidates/${candidateId}/interviews`,
      {
        planInterviewId: 'technical-interview',
        startsAt: '2026-12-01T09:30:00Z',
        durationMinutes: 60,
        interviewerIds: [1, 2],
      },
    );
    const interviewId = scheduled.interview.id as number;
    await published('PATCH /api/interviews/:id', `/interviews/${interviewId}`, {
      location: 'Harbour office',
    });
    await published('GET /api/candidates/:id/interviews', `/candidates/${candidateId}/interviews`);
    await published('GET /api/interviews', `/interviews?from=2026-11-01T00:00:00Z&jobId=${jobId}`);
    const mine = `/interviews/${interviewId}/scorecards/mine?interviewerId=1`;
    await published('GET /api/interviews/:id/scorecards/mine', mine);
    await published('PUT /api/interviews/:id/scorecards/mine', mine, {
      recommendation: 'yes',
      submit: true,
    });
    await published('GET /api/interviews/:id/scorecards', `/interviews/${interviewId}/scorecards`);
    await published('GET /api/candidates/:id/scorecards', `/candidates/${candidateId}/scorecards`);

    const email = { subject: 'Hello {{candidate.first_name}}', body: 'A question for you.' };
    const sent = await published(
      'POST /api/candidates/:id/emails',
      `/candidates/${candidateId}/emails`,
      email,
    );
    expect(sent.email.state).toBe('mail-app');
    const reasons = (await api('GET', '/settings/rejection-reasons')).body.reasons as string[];
    const rejected = await published(
      'POST /api/candidates/:id/reject',
      `/candidates/${candidateId}/reject`,
      { reason: reasons[0], email },
    );
    expect(rejected.email.html).toEqual(expect.any(String));
    await published('GET /api/candidates/:id/emails', `/candidates/${candidateId}/emails`);
    const exported = await published(
      'GET /api/candidates/:id/export',
      `/candidates/${candidateId}/export`,
    );
    expect(exported.applications[0].scorecards[0].interviewer.name).toBeNull();
    await published('GET /api/reports', '/reports');
    await published('GET /api/reports', `/reports?jobId=${jobId}&from=2025-01-01`);
  });

  it('holds templates, applications, bulk changes, merges, erasures and the server’s own', async () => {
    const { jobId, candidateId } = await candidateInTech();
    const { candidateId: otherId } = await candidateInTech('Deckhand', 'Hana Hand');
    await published(
      'GET /api/candidates/:id/applications',
      `/candidates/${candidateId}/applications`,
    );
    await published('POST /api/candidates/bulk', '/candidates/bulk', {
      filter: { jobId },
      action: { type: 'move', stage: 'offer' },
    });
    const { candidateId: third } = await candidateInTech('Rigger', 'Remy Rope');
    await published('POST /api/candidates/:id/merge', `/candidates/${otherId}/merge`, {
      otherId: third,
    });
    await published(
      'DELETE /api/candidates/:id',
      `/candidates/${candidateId}?scope=person`,
      undefined,
      200,
    );
    await published('POST /api/retention/run', '/retention/run');

    await published('GET /api/email-templates', '/email-templates');
    const made = await published('POST /api/email-templates', '/email-templates', {
      name: 'Thanks',
      subject: 'Thank you',
      body: 'Thank you, {{candidate.first_name}}.',
    });
    await published(
      'PUT /api/email-templates/:id{[A-Za-z0-9-]{1,100}}',
      `/email-templates/${made.id}`,
      {
        name: 'Thanks',
        subject: 'Thanks',
        body: 'Thanks.',
      },
    );

    await published('GET /api/settings/chaos', '/settings/chaos');
    await published('PUT /api/settings/chaos', '/settings/chaos', { latencyMs: 0, failureRate: 0 });
    await published('GET /api/health', '/health');
    await published('GET /api/openapi.json', '/openapi.json');
  });
});

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Out<T extends z.ZodType> = z.output<T>;

describe('the services’ answer types', () => {
  it('fit the schemas published for their routes', () => {
    expectTypeOf<Answer<typeof getReport>>().toExtend<Out<typeof s.hiringReportSchema>>();
    expectTypeOf<Answer<typeof bulkAction>>().toExtend<Out<typeof s.bulkResultSchema>>();
    expectTypeOf<Answer<typeof listApplications>>().toExtend<
      Out<typeof s.candidateApplicationsSchema>
    >();
    expectTypeOf<Answer<typeof mergeCandidates>>().toExtend<Out<typeof s.candidateSchema>>();
    expectTypeOf<Answer<typeof eraseCandidate>>().toExtend<Out<typeof s.erasureResultSchema>>();
    expectTypeOf<Answer<typeof rejectCandidate>>().toExtend<Out<typeof s.rejectResultSchema>>();
    expectTypeOf<{ email: Answer<typeof sendCandidateEmail> }>().toExtend<
      Out<typeof s.candidateEmailSentSchema>
    >();
    expectTypeOf<Answer<typeof listCandidateEmails>>().toExtend<
      Out<typeof s.candidateEmailsSchema>
    >();
    expectTypeOf<Answer<typeof listCandidateInterviews>>().toExtend<
      Out<typeof s.candidateInterviewsSchema>
    >();
    expectTypeOf<Answer<typeof scheduleInterview>>().toExtend<
      Out<typeof s.scheduledInterviewSchema>
    >();
    expectTypeOf<Answer<typeof changeInterview>>().toExtend<
      Out<typeof s.scheduledInterviewSchema>
    >();
    expectTypeOf<Answer<typeof listInterviews>>().toExtend<Out<typeof s.listedInterviewsSchema>>();
    expectTypeOf<Answer<typeof candidateScorecards>>().toExtend<
      Out<typeof s.scorecardSummarySchema>
    >();
    expectTypeOf<Answer<typeof interviewScorecards>>().toExtend<
      Out<typeof s.scorecardSummarySchema>
    >();
    expectTypeOf<Answer<typeof getMyScorecard>>().toExtend<Out<typeof s.myScorecardSchema>>();
    expectTypeOf<Answer<typeof saveMyScorecard>>().toExtend<Out<typeof s.savedScorecardSchema>>();
    expectTypeOf<Answer<typeof listTemplates>>().toExtend<Out<typeof s.emailTemplatesSchema>>();
    expectTypeOf<Answer<typeof createTemplate>>().toExtend<
      Out<typeof s.storedEmailTemplateSchema>
    >();
    expectTypeOf<Answer<typeof runRetention>>().toExtend<Out<typeof s.retentionRunSchema>>();
    expectTypeOf<ChaosSettings>().toExtend<Out<typeof s.chaosSettingsSchema>>();
    // The export types its emails' kind and state as any text: the schema names their values.
    type Exported = Answer<typeof exportPerson>['applications'][number];
    type Published = Out<typeof s.subjectAccessExportSchema>['applications'][number];
    expectTypeOf<Omit<Exported, 'emails'>>().toExtend<Omit<Published, 'emails'>>();
  });
});

describe('routes as OpenAPI paths', () => {
  it('turns Hono parameters, with or without a pattern, into templates', () => {
    expect(templateOf('/api/candidates/:id/notes/:noteId')).toEqual({
      template: '/api/candidates/{id}/notes/{noteId}',
      params: [
        { name: 'id', pattern: undefined },
        { name: 'noteId', pattern: undefined },
      ],
    });
    expect(templateOf('/api/calendar/:file{[A-Za-z0-9_-]{20,100}\\.ics}')).toEqual({
      template: '/api/calendar/{file}',
      params: [{ name: 'file', pattern: '[A-Za-z0-9_-]{20,100}\\.ics' }],
    });
    expect(templateOf('/api/emails/:id{[0-9]+}/retry').template).toBe('/api/emails/{id}/retry');
  });

  it('names who may call a route from its need', () => {
    expect(rolesOf('public')).toEqual(['anyone']);
    expect(rolesOf('applicant')).toEqual(['anyone']);
    expect(rolesOf('read')).toEqual(['admin', 'recruiter', 'interviewer']);
    expect(rolesOf('manage-settings')).toEqual(['admin']);
  });
});
