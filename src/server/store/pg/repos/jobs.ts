import { asc, desc, eq, sql } from 'drizzle-orm';
import type { JobsRepo } from '../../types';
import type { PgDb } from '../migrate';
import { jobs } from '../schema';
import { guardIds } from '../errors';
import { insertJobs, jobColumns, jobFields, toJob } from '../rows';
import { hasNul, idIn, isId, nextIds } from '../values';

/** Jobs in SQL. */

export function jobsRepo(q: PgDb): JobsRepo {
  return {
    get: async (id) => {
      if (!isId(id)) return undefined;
      const [row] = await q.select(jobColumns).from(jobs).where(eq(jobs.id, id));
      return row && toJob(row);
    },
    getMany: async (ids) => {
      const wanted = ids.filter(isId);
      if (wanted.length === 0) return ids.map(() => undefined);
      const rows = await q.select(jobColumns).from(jobs).where(idIn(jobs.id, wanted));
      const byId = new Map(rows.map((row) => [row.id, toJob(row)]));
      return ids.map((id) => byId.get(id));
    },
    async list(filter, slice) {
      // Jobs are few: the status narrows the read, and the text filters run here, exactly as the
      // Dexie store's (JavaScript's case folding, not the database's).
      const { status, search, tagTerms = [] } = filter;
      const rows = await q
        .select(jobColumns)
        .from(jobs)
        .where(status === undefined ? undefined : eq(jobs.status, status))
        .orderBy(asc(jobs.order), asc(jobs.id));
      const matching = rows
        .map(toJob)
        .filter(
          (job) =>
            (!search || includesText(job.title, search)) &&
            tagTerms.every((term) => job.tags.some((tag) => includesText(tag, term))),
        );
      return {
        jobs: matching.slice(slice.offset, slice.offset + slice.limit),
        totalCount: matching.length,
      };
    },
    lastOrder: async () => {
      const [row] = await q
        .select({ order: jobs.order })
        .from(jobs)
        .orderBy(desc(jobs.order), desc(jobs.id))
        .limit(1);
      return row?.order;
    },
    slugsLike: async (base) => {
      if (hasNul(base)) return [];
      // In byte order, the slugs starting with "base-" are those from "base-" up to "base.".
      const slug = sql`(${jobs.slug} collate "C")`;
      const rows = await q
        .select({ slug: jobs.slug })
        .from(jobs)
        .where(sql`${slug} = ${base} or (${slug} >= ${`${base}-`} and ${slug} < ${`${base}.`})`)
        .orderBy(slug);
      return rows.map((row) => row.slug);
    },
    insert: async (job) => {
      const [row] = await guardIds('jobs', () =>
        q.insert(jobs).values(jobFields(job)).returning({ id: jobs.id }),
      );
      return { id: row!.id, ...job };
    },
    insertMany: async (rows) => {
      const ids = await nextIds(q, 'jobs', rows.length);
      const stored = rows.map((row, i) => ({ id: ids[i]!, ...row }));
      if (stored.length > 0) await q.execute(insertJobs(stored));
      return stored;
    },
    update: async (job) => {
      if (!isId(job.id)) return;
      await q.update(jobs).set(jobFields(job)).where(eq(jobs.id, job.id));
    },
    all: async () => (await q.select(jobColumns).from(jobs).orderBy(asc(jobs.id))).map(toJob),
  };
}

function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}
