import type { Candidate, CandidatesList, Job, TimelineEntry } from '@/api/types';
import { api } from '@/test/api';

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
