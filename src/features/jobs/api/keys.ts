import { jobDetailKey, jobsKey } from '@/api/queries/get-job';
import type { JobsQuery } from '@/api/types';

/** Every jobs query key, defined once; invalidating `all` refreshes lists and details. */
export const jobKeys = {
  all: jobsKey,
  lists: () => ['jobs', 'list'] as const,
  list: (query: JobsQuery) => ['jobs', 'list', query] as const,
  detail: jobDetailKey,
};
