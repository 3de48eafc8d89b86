import { Hono, type Context } from 'hono';
import {
  createInterviewSchema,
  interviewPlanInputSchema,
  interviewsQuerySchema,
  scorecardInputSchema,
  scorecardWriterQuerySchema,
  updateInterviewSchema,
} from '@/domain/schemas';
import { allow, authorOf, memberOf, type ApiEnv } from '../access';
import { badRequest } from '../errors';
import { parseBody, parseId, parseQuery } from '../http';
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
function scorecardWriter(c: Context<ApiEnv>): number {
  const member = memberOf(c);
  const { interviewerId } = parseQuery(c, scorecardWriterQuerySchema);
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

/** A job's interview plan (under /jobs/:id). */
export function jobInterviewPlanRoutes(store: Store): Hono<ApiEnv> {
  const jobId = (raw: string | undefined) => parseId(raw, 'Job');
  return new Hono<ApiEnv>()
    .get('/:id/interview-plan', allow('read'), async (c) =>
      c.json(await getInterviewPlan(store, jobId(c.req.param('id')))),
    )
    .put('/:id/interview-plan', allow('plan-interviews'), async (c) => {
      const id = jobId(c.req.param('id'));
      const plan = await parseBody(c, interviewPlanInputSchema, 'Interview plan');
      return c.json(await saveInterviewPlan(store, id, plan));
    });
}

/** A candidate's interviews (under /candidates/:id). */
/** `mail` (team mode): interviewers get each invitation, change and cancellation by email. */
export function candidateInterviewRoutes(store: Store, mail?: MailContext): Hono<ApiEnv> {
  const candidateId = (raw: string | undefined) => parseId(raw, 'Candidate');
  return new Hono<ApiEnv>()
    .get('/:id/interviews', allow('read'), async (c) =>
      c.json(await listCandidateInterviews(store, candidateId(c.req.param('id')))),
    )
    .post('/:id/interviews', allow('plan-interviews'), async (c) => {
      const id = candidateId(c.req.param('id'));
      const input = await parseBody(c, createInterviewSchema, 'Interview');
      return c.json(await scheduleInterview(store, id, input, whoOf(c, mail)), 201);
    })
    .get('/:id/scorecards', allow('read'), async (c) =>
      c.json(await candidateScorecards(store, candidateId(c.req.param('id')), scorecardReader(c))),
    );
}

/** Interviews across candidates (under /interviews): a window, one to change, its invitation. */
export function interviewRoutes(store: Store, mail?: MailContext): Hono<ApiEnv> {
  const interviewId = (raw: string | undefined) => parseId(raw, 'Interview');
  return new Hono<ApiEnv>()
    .get('/', allow('read'), async (c) =>
      c.json(
        await listInterviews(
          store,
          parseQuery(c, interviewsQuerySchema),
          authorOf(c)?.id,
          Date.now(),
          scopeOf(c),
        ),
      ),
    )
    .patch('/:id', allow('plan-interviews'), async (c) => {
      const id = interviewId(c.req.param('id'));
      const changes = await parseBody(c, updateInterviewSchema, 'Interview');
      return c.json(await changeInterview(store, id, changes, whoOf(c, mail)));
    })
    .get('/:id/invite.ics', allow('read'), async (c) => {
      const text = await interviewInvite(store, interviewId(c.req.param('id')), whoOf(c).team);
      return c.body(text, 200, {
        'Content-Type': 'text/calendar; charset=utf-8; method=REQUEST',
        'Content-Disposition': 'attachment; filename="interview.ics"',
      });
    })
    .get('/:id/scorecards', allow('read'), async (c) =>
      c.json(await interviewScorecards(store, interviewId(c.req.param('id')), scorecardReader(c))),
    )
    .get('/:id/scorecards/mine', allow('write-scorecards'), async (c) =>
      c.json(await getMyScorecard(store, interviewId(c.req.param('id')), scorecardWriter(c))),
    )
    .put('/:id/scorecards/mine', allow('write-scorecards'), async (c) => {
      const id = interviewId(c.req.param('id'));
      const writer = scorecardWriter(c);
      const input = await parseBody(c, scorecardInputSchema, 'Scorecard');
      return c.json(await saveMyScorecard(store, id, writer, input));
    });
}
