import { z } from 'zod';
import { indexAll } from '../../services/search-index';
import { defineJob } from './job';

/**
 * `search-index`: a round of the search index's backlog (files whose text waits to be read, notes
 * without words), asked for by the writes that store files (`searchIndexing`, a handler of their
 * events: services/search-index.ts) and once at each start. 'stately': at most one waits and one runs, so a burst of uploads asks for one more round,
 * not one each. Each file is read in a worker thread with its own limits (the context's reader).
 */
export const searchIndexJob = defineJob({
  name: 'search-index',
  payload: z.null(),
  queue: {
    policy: 'stately',
    retryLimit: 10,
    retryDelay: 30,
    backoff: true,
    // Reading a backlog of files takes a while; a job still running this long is tried again.
    expireInSeconds: 3600,
  },
  worked: (context) => context.textReader !== undefined,
  async handle(_run, context) {
    const reader = context.textReader!();
    try {
      await indexAll(context.store, reader.read);
    } finally {
      await reader.close();
    }
  },
});
