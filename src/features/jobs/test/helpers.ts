import type { Job, JobsList } from '@/api/types';
import { api } from '@/test/api';

/** Every job, as the API lists them (sorted by order). */
export async function allJobs(query = 'status=all'): Promise<Job[]> {
  const { body } = await api<JobsList>('GET', `/jobs?page=1&pageSize=100&${query}`);
  return body.jobs;
}

/** Creates jobs through the API, in order. */
export async function createJobs(
  specs: Array<{ title: string; tags?: string[]; status?: Job['status'] }>,
): Promise<Job[]> {
  const jobs: Job[] = [];
  for (const { title, tags = [], status } of specs) {
    let { body } = await api<Job>('POST', '/jobs', {
      title,
      tags,
      ...(status === 'draft' && { status }),
    });
    if (status === 'archived')
      body = (await api<Job>('PATCH', `/jobs/${body.id}`, { status })).body;
    jobs.push(body);
  }
  return jobs;
}
