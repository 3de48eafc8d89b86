import type { Context } from 'hono';
import type { z } from 'zod';
import {
  candidateInterviewsSchema,
  createInterviewSchema,
  interviewPlanInputSchema,
  interviewPlanSchema,
  interviewsQuerySchema,
  listedInterviewsSchema,
  myScorecardSchema,
  savedScorecardSchema,
  scheduledInterviewSchema,
  scorecardInputSchema,
  scorecardSummarySchema,
  scorecardWriterQuerySchema,
  updateInterviewSchema,
} from '@/domain/schemas';
import { allow, authorOf, memberOf, type ApiEnv } from '../access';
import { badRequest } from '../errors';
import { ApiRoutes, created, ids, jsonRequest, media, ok, createRoute } from '../openapi/define';
import { scopeOf } from '../scope';
import { interviewInvite } from '../services/calendar';
import {
  changeInterview,
  getInterviewPlan,
  listCandidateInterviews,
  listInterviews,
  saveInterviewPlan,
  scheduleInterview,
} from '../services/interviews';
import {
  candidateScorecards,
  getMyScorecard,
  interviewScorecards,
  saveMyScorecard,
  type ScorecardReader,
} from '../services/scorecards';
import type { MailContext } from '../services/messages';
import type { Store } from '../store/types';

/** Who schedules: their name for the timeline, and whether interviewers are a team's members. */
const whoOf = (c: Context<ApiEnv>, mail?: MailContext) => ({
  author: authorOf(c),
  team: c.get('visitor').kind !== 'local',
  mail,
});

/**
 * Whose scorecard "mine" is: the member's own; in browser mode, the local recruiter writes it for
 * one of the directory's interviewers, named by `?interviewerId=`.
 */
function scorecardWriter(
  c: Context<ApiEnv>,
  { interviewerId }: z.output<typeof scorecardWriterQuerySchema>,
): number {
  const member = memberOf(c);
  if (member) {
    if (interviewerId !== undefined && interviewerId !== member.id)
      throw badRequest('A member writes only their own scorecard: leave interviewerId out.');
    return member.id;
  }
  if (interviewerId === undefined)
    throw badRequest('Say whose scorecard this is: interviewerId, one of the interviewers.');
  return interviewerId;
}

/** Who reads scorecards: an interviewer only after their own is in; everyone else, all of them. */
function scorecardReader(c: Context<ApiEnv>): ScorecardReader {
  const member = memberOf(c);
  return member && { interviewerId: member.id, onlyAfterOwn: member.role === 'interviewer' };
}

const jobId = ids({ id: 'Job' });
const candidateId = ids({ id: 'Candidate' });
const interviewId = ids({ id: 'Interview' });

/** A job's interview plan (under /jobs/:id). */
export function jobInterviewPlanRoutes(store: Store): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/interview-plan',
        operationId: 'getInterviewPlan',
        tags: ['Interviews'],
        summary: 'A job’s interview plan',
        middleware: allow('read'),
        request: { params: jobId },
        responses: { 200: ok(interviewPlanSchema) },
      }),
      async (c) => c.json(await getInterviewPlan(store, c.req.valid('param').id)),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/:id/interview-plan',
        operationId: 'saveInterviewPlan',
        tags: ['Interviews'],
        summary: 'Save a job’s interview plan',
        middleware: allow('plan-interviews'),
        request: { params: jobId, body: jsonRequest(interviewPlanInputSchema) },
        noun: 'Interview plan',
        responses: { 200: ok(interviewPlanSchema) },
      }),
      async (c) =>
        c.json(await saveInterviewPlan(store, c.req.valid('param').id, c.req.valid('json'))),
    );
}

/** A candidate's interviews (under /candidates/:id). */
/** `mail` (team mode): interviewers get each invitation, change and cancellation by email. */
export function candidateInterviewRoutes(store: Store, mail?: MailContext): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/interviews',
        operationId: 'listCandidateInterviews',
        tags: ['Interviews'],
        summary: 'A candidate’s interviews',
        middleware: allow('read'),
        request: { params: candidateId },
        responses: { 200: ok(candidateInterviewsSchema) },
      }),
      async (c) => c.json(await listCandidateInterviews(store, c.req.valid('param').id)),
    )
    .handle(
      createRoute({
        method: 'post',
        path: '/:id/interviews',
        operationId: 'scheduleInterview',
        tags: ['Interviews'],
        summary: 'Schedule an interview',
        middleware: allow('plan-interviews'),
        request: { params: candidateId, body: jsonRequest(createInterviewSchema) },
        noun: 'Interview',
        responses: { 201: created(scheduledInterviewSchema) },
      }),
      async (c) =>
        c.json(
          await scheduleInterview(
            store,
            c.req.valid('param').id,
            c.req.valid('json'),
            whoOf(c, mail),
          ),
          201,
        ),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/scorecards',
        operationId: 'candidateScorecards',
        tags: ['Interviews'],
        summary: 'A candidate’s scorecards',
        middleware: allow('read'),
        request: { params: candidateId },
        responses: { 200: ok(scorecardSummarySchema) },
      }),
      async (c) =>
        c.json(await candidateScorecards(store, c.req.valid('param').id, scorecardReader(c))),
    );
}

/** Interviews across candidates (under /interviews): a window, one to change, its invitation. */
export function interviewRoutes(store: Store, mail?: MailContext): ApiRoutes {
  return new ApiRoutes()
    .handle(
      createRoute({
        method: 'get',
        path: '/',
        operationId: 'listInterviews',
        tags: ['Interviews'],
        summary: 'Interviews in a window',
        middleware: allow('read'),
        request: { query: interviewsQuerySchema },
        responses: { 200: ok(listedInterviewsSchema) },
      }),
      async (c) =>
        c.json(
          await listInterviews(
            store,
            c.req.valid('query'),
            authorOf(c)?.id,
            Date.now(),
            scopeOf(c),
          ),
        ),
    )
    .handle(
      createRoute({
        method: 'patch',
        path: '/:id',
        operationId: 'changeInterview',
        tags: ['Interviews'],
        summary: 'Reschedule or cancel an interview',
        middleware: allow('plan-interviews'),
        request: { params: interviewId, body: jsonRequest(updateInterviewSchema) },
        noun: 'Interview',
        responses: { 200: ok(scheduledInterviewSchema) },
      }),
      async (c) =>
        c.json(
          await changeInterview(
            store,
            c.req.valid('param').id,
            c.req.valid('json'),
            whoOf(c, mail),
          ),
        ),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/invite.ics',
        operationId: 'getInterviewInvite',
        tags: ['Interviews'],
        summary: 'An interview’s calendar invitation',
        middleware: allow('read'),
        request: { params: interviewId },
        responses: { 200: media('text/calendar') },
      }),
      async (c) => {
        const text = await interviewInvite(store, c.req.valid('param').id, whoOf(c).team);
        return c.body(text, 200, {
          'Content-Type': 'text/calendar; charset=utf-8; method=REQUEST',
          'Content-Disposition': 'attachment; filename="interview.ics"',
        });
      },
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/scorecards',
        operationId: 'interviewScorecards',
        tags: ['Interviews'],
        summary: 'An interview’s scorecards',
        middleware: allow('read'),
        request: { params: interviewId },
        responses: { 200: ok(scorecardSummarySchema) },
      }),
      async (c) =>
        c.json(await interviewScorecards(store, c.req.valid('param').id, scorecardReader(c))),
    )
    .handle(
      createRoute({
        method: 'get',
        path: '/:id/scorecards/mine',
        operationId: 'getMyScorecard',
        tags: ['Interviews'],
        summary: 'One’s own scorecard',
        middleware: allow('write-scorecards'),
        request: { params: interviewId, query: scorecardWriterQuerySchema },
        responses: { 200: ok(myScorecardSchema) },
      }),
      async (c) =>
        c.json(
          await getMyScorecard(
            store,
            c.req.valid('param').id,
            scorecardWriter(c, c.req.valid('query')),
          ),
        ),
    )
    .handle(
      createRoute({
        method: 'put',
        path: '/:id/scorecards/mine',
        operationId: 'saveMyScorecard',
        tags: ['Interviews'],
        summary: 'Save or submit one’s own scorecard',
        middleware: allow('write-scorecards'),
        request: {
          params: interviewId,
          query: scorecardWriterQuerySchema,
          body: jsonRequest(scorecardInputSchema),
        },
        noun: 'Scorecard',
        responses: { 200: ok(savedScorecardSchema) },
      }),
      async (c) => {
        const writer = scorecardWriter(c, c.req.valid('query'));
        return c.json(
          await saveMyScorecard(store, c.req.valid('param').id, writer, c.req.valid('json')),
        );
      },
    );
}
