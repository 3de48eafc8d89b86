import type { CandidateResponseOutput, JobResponseOutput } from '@/domain/schemas';
import type { FileInfo } from '@/domain/files';
import { visibleIds, type CandidateScope } from '../scope';
import type { Store, Tx } from '../store/types';
import { requireCandidate } from './candidates';
import { requireJob } from './jobs';

/** The job's stored responses, newest first, each with the candidate's name and email. */
export async function listJobResponses(
  store: Store,
  jobId: number,
  scope?: CandidateScope,
): Promise<JobResponseOutput[]> {
  return store.transaction('read', async (tx) => {
    await requireJob(tx, jobId);
    const visible = await visibleIds(tx, scope);
    const rows = (await tx.responses.listByJob(jobId)).filter(
      (row) => !visible || visible.has(row.candidateId),
    );
    const files = await filesOf(tx, rows);
    const candidates = await tx.candidates.getMany([...new Set(rows.map((r) => r.candidateId))]);
    const byId = new Map(candidates.filter((c) => c !== undefined).map((c) => [c.id, c]));
    return rows.map((row) => {
      const c = byId.get(row.candidateId);
      return {
        ...row,
        candidate: c ? { id: c.id, name: c.name, email: c.email, stage: c.stage } : null,
        files: files.get(row.id) ?? [],
      };
    });
  });
}

/** The candidate's stored responses, newest first, each with its job's id and title. */
export async function listCandidateResponses(
  store: Store,
  candidateId: number,
): Promise<CandidateResponseOutput[]> {
  return store.transaction('read', async (tx) => {
    await requireCandidate(tx, candidateId);
    const rows = await tx.responses.listByCandidate(candidateId);
    const files = await filesOf(tx, rows);
    const jobs = await tx.jobs.getMany([...new Set(rows.map((r) => r.jobId))]);
    const byId = new Map(jobs.filter((j) => j !== undefined).map((j) => [j.id, j]));
    return rows.map((row) => {
      const job = byId.get(row.jobId);
      return {
        ...row,
        job: job ? { id: job.id, title: job.title } : null,
        files: files.get(row.id) ?? [],
      };
    });
  });
}

/** The files of these responses (without content), by response id. */
async function filesOf(
  tx: Tx,
  rows: ReadonlyArray<{ id: number }>,
): Promise<Map<number, FileInfo[]>> {
  const byResponse = new Map<number, FileInfo[]>();
  for (const { id, responseId, questionId, name, type, size } of await tx.files.listByResponses(
    rows.map((r) => r.id),
  )) {
    if (responseId === undefined) continue;
    const list = byResponse.get(responseId) ?? [];
    list.push({ id, name, type, size, ...(questionId !== undefined && { questionId }) });
    byResponse.set(responseId, list);
  }
  return byResponse;
}
