import type { Stage } from '@/domain/types';
import { api } from './api';

/** Jobs with stages of their own, for tests: made through the API as a client makes them. */

export interface StageInput {
  id?: string;
  name: string;
  category: Stage;
  expectedDays?: number;
}

/** Applied, a job's own stages between, then Offer, Hired and Rejected kept from the six. */
export const pipelineOf = (middle: readonly StageInput[]): StageInput[] => [
  { id: 'applied', name: 'Applied', category: 'applied' },
  ...middle,
  { id: 'offer', name: 'Offer', category: 'offer' },
  { id: 'hired', name: 'Hired', category: 'hired' },
  { id: 'rejected', name: 'Rejected', category: 'rejected' },
];

/** A designer's pipeline: a portfolio review, then two Tech stages. */
export const DESIGN_STAGES = pipelineOf([
  { name: 'Portfolio review', category: 'screen' },
  { name: 'Design exercise', category: 'tech' },
  { name: 'Team panel', category: 'tech' },
]);

/** A new job given `stages`: its id, its stages as stored, and a stage's id by name. */
export async function jobWithStages(stages: readonly StageInput[], title = 'Product Designer') {
  const jobId = (await api<{ id: number }>('POST', '/jobs', { title })).body.id;
  const put = await api<{ stages: Array<{ id: string; name: string; category: Stage }> }>(
    'PUT',
    `/jobs/${jobId}/stages`,
    { stages },
  );
  if (put.status !== 200) throw new Error(`The stages were refused: ${JSON.stringify(put.body)}`);
  const { stages: stored } = put.body;
  const id = (name: string) => stored.find((stage) => stage.name === name)!.id;
  return { jobId, stages: stored, id };
}

/** A candidate of a job, added by hand through the API (`extra`: a stage, a stage id). */
export const addCandidate = async (jobId: number, name: string, extra: object = {}) =>
  (
    await api('POST', '/candidates', {
      name,
      email: `${name.toLowerCase()}.${jobId}@example.com`,
      jobId,
      source: 'sourced',
      ...extra,
    })
  ).body;
