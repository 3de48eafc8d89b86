import type { Candidate, CandidatesList, Job, TimelineEntry } from '@/api/types';
import { STAGE_LABELS } from '@/domain/constants';
import type { Stage } from '@/domain/types';
import { api } from '@/test/api';

/**
 * A board column, by the stage it shows. Found by its data attribute, not its role: the name of a
 * region is computed from the computed styles of its heading's parts, and the board's tests look
 * their columns up thousands of times in their waits. The first board test finds each column by
 * its role and name.
 */
export function boardColumn(stage: Stage): HTMLElement {
  const found = document.querySelector<HTMLElement>(`section[data-stage="${stage}"]`);
  if (!found) throw new Error(`No ${STAGE_LABELS[stage]} column on the screen.`);
  return found;
}

/** The count a board column's heading shows. */
export const columnCountOf = (stage: Stage): number =>
  Number(boardColumn(stage).querySelector('.count-badge')?.textContent?.match(/\d+/)?.[0]);

export async function allCandidates(query = ''): Promise<CandidatesList> {
  return (await api<CandidatesList>('GET', `/candidates?pageSize=1000${query}`)).body;
}

export async function candidateById(id: number): Promise<Candidate> {
  return (await api<Candidate>('GET', `/candidates/${id}`)).body;
}

export async function jobById(id: number): Promise<Job> {
  return (await api<Job>('GET', `/jobs/${id}`)).body;
}

export async function timelineOf(id: number): Promise<TimelineEntry[]> {
  return (await api<TimelineEntry[]>('GET', `/candidates/${id}/timeline`)).body;
}
