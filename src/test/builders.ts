import type { Candidate } from '@/api/types';
import type { AssessmentStructure, Job, Stage } from '@/domain/types';
import { api, write } from './api';

/** A one-question assessment: enough for an application with answers. */
export const ONE_QUESTION: AssessmentStructure = {
  title: 'Screening',
  sections: [
    {
      id: 's1',
      title: 'About you',
      questions: [{ id: 'q1', type: 'short-text', label: 'Why us?', required: false }],
    },
  ],
};

/**
 * A job with an assessment, written straight into the store under the API: the one builder the
 * API's tests share. Answers the job.
 */
export async function jobWithAssessment(
  structure: AssessmentStructure = ONE_QUESTION,
  job: Partial<Omit<Job, 'id'>> = {},
): Promise<Job> {
  const title = job.title ?? 'Frontend Engineer';
  return write(async (tx) => {
    const made = await tx.jobs.insert({
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      status: 'active',
      tags: [],
      order: ((await tx.jobs.lastOrder()) ?? -1) + 1,
      ...job,
    });
    await tx.assessments.put({ jobId: made.id, structure });
    return made;
  });
}

/**
 * A job and one candidate of it in the tech stage, made through the API: where the interview and
 * scorecard tests start.
 */
export async function candidateInTech(
  title = 'Harbour Pilot',
  name = 'Hana Hand',
): Promise<{ jobId: number; candidateId: number }> {
  const jobId = (await api('POST', '/jobs', { title })).body.id as number;
  const made = await api('POST', '/candidates', {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    jobId,
    stage: 'tech',
    source: 'referral',
  });
  return { jobId, candidateId: made.body.id as number };
}

/**
 * A job and one applicant of it (in `stage`, Applied unless told), made through the API: for a
 * screen that needs one candidate and not the sample data's thousand (seeding them costs a second
 * a test).
 */
export async function oneApplicant(
  options: { name?: string; title?: string; stage?: Stage } = {},
): Promise<Candidate> {
  const { name = 'Ann Applicant', title = 'Harbour Pilot', stage = 'applied' } = options;
  const jobId = (await api('POST', '/jobs', { title })).body.id as number;
  const made = await api<Candidate>('POST', '/candidates', {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    jobId,
    stage,
    source: 'referral',
  });
  expect(made.status).toBe(201);
  return made.body;
}
