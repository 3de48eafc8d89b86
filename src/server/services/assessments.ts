import { allQuestions, answersToStore, EMPTY_STRUCTURE, structureProblems, validateAnswers } from '@/domain/assessment';
import type { Assessment, AssessmentResponse, AssessmentStructure, Candidate } from '@/domain/types';
import type { TalentflowDB } from '../db';
import { badRequest, notFound } from '../errors';
import type { SubmitInput } from '../validate/assessment';

export const NO_ASSESSMENT_MESSAGE = 'This job does not have an assessment configured.';
export const APPLIED_NOTE = 'Applied through the assessment form';
export const APPLIED_AGAIN_NOTE = 'Submitted the assessment again';
/** An existing candidate of the job (same email) answering the assessment for the first time. */
export const SUBMITTED_NOTE = 'Submitted the assessment';

async function requireJob(db: TalentflowDB, jobId: number) {
  const job = await db.jobs.get(jobId);
  if (!job) throw notFound(`Job ${jobId} not found.`);
  return job;
}

/** The job's assessment; a job without one gets an empty structure to start from. */
export async function getAssessment(db: TalentflowDB, jobId: number): Promise<Assessment> {
  return db.transaction('r', [db.jobs, db.assessments], async () => {
    await requireJob(db, jobId);
    const row = await db.assessments.get(jobId);
    return { jobId, structure: row?.structure ?? EMPTY_STRUCTURE };
  });
}

/** Replaces the job's assessment with a structure checked as a whole (shape by zod, rules by domain). */
export async function saveAssessment(db: TalentflowDB, jobId: number, structure: AssessmentStructure): Promise<Assessment> {
  const problem = structureProblems(structure)[0];
  if (problem) throw badRequest(problem.message);
  return db.transaction('rw', [db.jobs, db.assessments], async () => {
    await requireJob(db, jobId);
    await db.assessments.put({ jobId, structure });
    return { jobId, structure };
  });
}

export interface SubmitResult {
  response: AssessmentResponse;
  candidate: Candidate;
}

/**
 * An applicant's submission, checked against the saved structure with the applicant form's rules.
 * In one transaction: the candidate for this job and email (found or created in stage applied),
 * a timeline entry, and the stored response. Hidden and empty answers are not stored.
 */
export async function submitAssessment(db: TalentflowDB, jobId: number, input: SubmitInput): Promise<SubmitResult> {
  return db.transaction('rw', [db.jobs, db.assessments, db.candidates, db.timeline, db.responses], async () => {
    await requireJob(db, jobId);
    const structure = (await db.assessments.get(jobId))?.structure;
    if (!structure || structure.sections.length === 0) throw badRequest(NO_ASSESSMENT_MESSAGE);

    const questions = new Map(allQuestions(structure).map((q) => [q.id, q]));
    const unknown = Object.keys(input.answers).find((id) => !questions.has(id));
    if (unknown !== undefined) throw badRequest(`Answers name a question that is not in this assessment: "${unknown}".`);
    const errors = Object.entries(validateAnswers(structure, input.answers));
    if (errors.length > 0) {
      const [id, message] = errors[0] as [string, string];
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
      throw badRequest(`Answer to "${questions.get(id)?.label ?? id}": ${message}${more}`);
    }

    const now = new Date().toISOString();
    let candidate = await db.candidates.where('[jobId+email]').equals([jobId, input.email]).first();
    let notes = APPLIED_NOTE;
    if (candidate) {
      const earlier = await db.responses.where('candidateId').equals(candidate.id).filter((r) => r.jobId === jobId).count();
      notes = earlier > 0 ? APPLIED_AGAIN_NOTE : SUBMITTED_NOTE;
    } else {
      const fresh = { name: input.name, email: input.email, stage: 'applied' as const, jobId };
      candidate = { ...fresh, id: await db.candidates.add(fresh) };
    }
    await db.timeline.add({ candidateId: candidate.id, date: now, stage: candidate.stage, notes });
    const row = { jobId, candidateId: candidate.id, answers: answersToStore(structure, input.answers), submittedAt: now };
    const id = await db.responses.add(row);
    return { response: { ...row, id }, candidate };
  });
}
