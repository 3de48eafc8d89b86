import type { AssessmentResponse, Candidate, Job } from '@/domain/types';
import type { ResponseRow, TalentflowDB } from '../db';
import { notFound } from '../errors';

export interface JobResponse extends AssessmentResponse {
  /** Who answered; null if the candidate has since been removed. */
  candidate: Pick<Candidate, 'id' | 'name' | 'email' | 'stage'> | null;
}

export interface CandidateResponse extends AssessmentResponse {
  /** The job answered for; null if the job has since been removed. */
  job: Pick<Job, 'id' | 'title'> | null;
}

const newestFirst = (a: ResponseRow, b: ResponseRow) => b.submittedAt.localeCompare(a.submittedAt) || b.id - a.id;

/** The job's stored responses, newest first, each with the candidate's name and email. */
export async function listJobResponses(db: TalentflowDB, jobId: number): Promise<JobResponse[]> {
  return db.transaction('r', [db.jobs, db.responses, db.candidates], async () => {
    if (!(await db.jobs.get(jobId))) throw notFound(`Job ${jobId} not found.`);
    const rows = (await db.responses.where('jobId').equals(jobId).toArray()).sort(newestFirst);
    const candidates = await db.candidates.bulkGet([...new Set(rows.map((r) => r.candidateId))]);
    const byId = new Map(candidates.filter((c) => c !== undefined).map((c) => [c.id, c]));
    return rows.map((row) => {
      const c = byId.get(row.candidateId);
      return { ...row, candidate: c ? { id: c.id, name: c.name, email: c.email, stage: c.stage } : null };
    });
  });
}

/** The candidate's stored responses, newest first, each with its job's id and title. */
export async function listCandidateResponses(db: TalentflowDB, candidateId: number): Promise<CandidateResponse[]> {
  return db.transaction('r', [db.candidates, db.responses, db.jobs], async () => {
    if (!(await db.candidates.get(candidateId))) throw notFound(`Candidate ${candidateId} not found.`);
    const rows = (await db.responses.where('candidateId').equals(candidateId).toArray()).sort(newestFirst);
    const jobs = await db.jobs.bulkGet([...new Set(rows.map((r) => r.jobId))]);
    const byId = new Map(jobs.filter((j) => j !== undefined).map((j) => [j.id, j]));
    return rows.map((row) => {
      const job = byId.get(row.jobId);
      return { ...row, job: job ? { id: job.id, title: job.title } : null };
    });
  });
}
