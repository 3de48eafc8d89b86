import { allQuestions, answersToStore, EMPTY_STRUCTURE, structureProblems, validateAnswers } from '@/domain/assessment';
import type { SubmitInput, SubmitOutput } from '@/domain/schemas';
import type { Assessment, AssessmentStructure } from '@/domain/types';
import { badRequest } from '../errors';
import type { Store } from '../store/types';
import { requireJob } from './jobs';

export const NO_ASSESSMENT_MESSAGE = 'This job does not have an assessment configured.';
export const APPLIED_NOTE = 'Applied through the assessment form';
export const APPLIED_AGAIN_NOTE = 'Submitted the assessment again';
/** An existing candidate of the job (same email) answering the assessment for the first time. */
export const SUBMITTED_NOTE = 'Submitted the assessment';

/** The job's assessment; a job without one gets an empty structure to start from. */
export async function getAssessment(store: Store, jobId: number): Promise<Assessment> {
  return store.transaction('read', async (tx) => {
    await requireJob(tx, jobId);
    return { jobId, structure: (await tx.assessments.get(jobId))?.structure ?? EMPTY_STRUCTURE };
  });
}

/** The builder's rules over a whole structure (its shape is the schema's): the first problem is a 400. */
export function assertValidStructure(structure: AssessmentStructure, prefix = ''): void {
  const problem = structureProblems(structure)[0];
  if (problem) throw badRequest(`${prefix}${problem.message}`);
}

/** Replaces the job's assessment with a structure checked as a whole (shape by zod, rules by domain). */
export async function saveAssessment(store: Store, jobId: number, structure: AssessmentStructure): Promise<Assessment> {
  assertValidStructure(structure);
  return store.transaction('write', async (tx) => {
    await requireJob(tx, jobId);
    await tx.assessments.put({ jobId, structure });
    tx.notify({ entity: 'assessment', action: 'saved', jobId });
    return { jobId, structure };
  });
}

/**
 * An applicant's submission, checked against the saved structure with the applicant form's rules.
 * In one transaction: the candidate for this job and email (found or created in stage applied),
 * a timeline entry, and the stored response. Hidden and empty answers are not stored.
 */
export async function submitAssessment(store: Store, jobId: number, input: SubmitInput): Promise<SubmitOutput> {
  return store.transaction('write', async (tx) => {
    await requireJob(tx, jobId);
    const structure = (await tx.assessments.get(jobId))?.structure;
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
    let candidate = await tx.candidates.findByJobAndEmail(jobId, input.email);
    const created = !candidate;
    let notes = APPLIED_NOTE;
    if (candidate) {
      notes = (await tx.responses.countFor(candidate.id, jobId)) > 0 ? APPLIED_AGAIN_NOTE : SUBMITTED_NOTE;
    } else {
      candidate = await tx.candidates.insert({ name: input.name, email: input.email, stage: 'applied', jobId });
    }
    await tx.timeline.insert({ candidateId: candidate.id, date: now, stage: candidate.stage, notes });
    const response = await tx.responses.insert({ jobId, candidateId: candidate.id, answers: answersToStore(structure, input.answers), submittedAt: now });
    tx.notify({ entity: 'application', action: 'received', id: response.id, candidateId: candidate.id, jobId, created });
    return { response, candidate };
  });
}
