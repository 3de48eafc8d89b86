import { compactPlace } from '@/domain/pipelines';
import { and, asc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { MAX_ID } from '@/domain/ids';
import { candidateSearchTokens, documentTerms, searchTerms } from '@/domain/search';
import { tagKey } from '@/domain/tags';
import type { CandidateSort } from '@/domain/enums';
import { STAGES, type Stage } from '@/domain/types';
import type {
  CandidateFilter,
  CandidateListFilter,
  CandidatesRepo,
  ListedCandidate,
} from '../../types';
import type { PgDb } from '../migrate';
import { candidateTokens, candidates, files, interviews, jobs, notes } from '../schema';
import { interviewsOfMember } from './interviews';
import { guardIds } from '../errors';
import {
  candidateColumns,
  candidateFields,
  insertCandidates,
  toCandidate,
  type CandidateRow,
} from '../rows';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { prefixQuery } from '../tsvector';
import { countAll, hasNul, idIn, isId, nextIds, pgTextArray, pgTime, rowsOf } from '../values';

/** Candidates in SQL: the board's reads over indexes, and the word-prefix search over the token index. */

/**
 * The tokens starting with `term` form one range in byte (code point) order: from the term up to
 * its successor, the term with its last code point counted up (past the surrogates, which text
 * never holds). A term of nothing but U+10FFFF has no successor: every token from it up starts with it.
 */
export function prefixRange(term: string): { from: string; below?: string } {
  const points = [...term];
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return { from: term, below: points.join('') + String.fromCodePoint(next) };
    }
  }
  return { from: term };
}

/**
 * How a page of a search is found. A term whose tokens are few is looked up through its ids; a
 * common one (at least `commonTokens` tokens start with it) is checked candidate by candidate in
 * id order, which stops at the page's end instead of listing every match. How common a term is,
 * is asked once (a count that stops there) and kept for `probeMs`; it only chooses the way, never
 * what is found.
 */
export const SEARCH_PLAN = { commonTokens: 5000, probeMs: 60_000, kept: 500 };
const probed = new Map<string, { common: boolean; at: number }>();

/** The tokens starting with a term, as a condition on candidate_tokens. */
function tokenRange(term: string): SQL {
  const { from, below } = prefixRange(term);
  return and(
    gte(candidateTokens.token, from),
    below === undefined ? undefined : lt(candidateTokens.token, below),
  )!;
}

/** A merge's methods are in merge.ts. */
export function candidatesRepo(q: PgDb): Omit<CandidatesRepo, 'withPhone' | 'reassign'> {
  /**
   * The ids of the candidates matching every one of these terms, as SQL over the token index
   * alone: one range of it per term, intersected (a single term's ids may repeat).
   */
  function idsOf(terms: readonly string[]): SQL {
    const ranges = terms.map(
      (term) =>
        sql`select ${candidateTokens.candidateId} from ${candidateTokens} where ${tokenRange(term)}`,
    );
    if (ranges.length === 1) return ranges[0]!;
    return sql.join(
      ranges.map((range) => sql`(${range})`),
      sql` intersect `,
    );
  }

  /** A search's terms; null when it has nothing to look for, 'none' when nothing can match. */
  function termsOf(search: string | undefined): string[] | null | 'none' {
    const terms = search ? searchTerms(search) : [];
    if (terms.length === 0) return null;
    return terms.some(hasNul) ? 'none' : terms;
  }

  function searchIds(search: string | undefined): SQL | null | 'none' {
    const terms = termsOf(search);
    return terms === null || terms === 'none' ? terms : idsOf(terms);
  }

  /** Whether at least SEARCH_PLAN.commonTokens tokens start with the term (asked, then kept a while). */
  async function isCommon(term: string): Promise<boolean> {
    const kept = probed.get(term);
    if (kept && Date.now() - kept.at < SEARCH_PLAN.probeMs) return kept.common;
    const { commonTokens } = SEARCH_PLAN;
    const [row] = rowsOf<{ n: number }>(
      await q.execute(
        sql`select count(*)::int as n from (select 1 from ${candidateTokens} where ${tokenRange(term)} limit ${commonTokens}) as t`,
      ),
    );
    const common = Number(row?.n ?? 0) >= commonTokens;
    if (probed.size >= SEARCH_PLAN.kept) probed.delete(probed.keys().next().value!);
    probed.set(term, { common, at: Date.now() });
    return common;
  }

  /**
   * Whether a text query's words are in many documents (at least SEARCH_PLAN.commonTokens notes
   * or files): asked once and kept a while, like `isCommon`. It only chooses the way.
   */
  async function isCommonText(words: readonly string[]): Promise<boolean> {
    const key = `text:${words.join(' ')}`;
    const kept = probed.get(key);
    if (kept && Date.now() - kept.at < SEARCH_PLAN.probeMs) return kept.common;
    const { commonTokens } = SEARCH_PLAN;
    const matches = prefixQuery(words);
    const [row] = rowsOf<{ n: number }>(
      await q.execute(
        sql`select count(*)::int as n from (
          (select 1 from ${notes} where ${notes.search} @@ ${matches} limit ${commonTokens})
          union all
          (select 1 from ${files} where ${files.search} @@ ${matches} limit ${commonTokens})
        ) as t`,
      ),
    );
    const common = Number(row?.n ?? 0) >= commonTokens;
    if (probed.size >= SEARCH_PLAN.kept) probed.delete(probed.keys().next().value!);
    probed.set(key, { common, at: Date.now() });
    return common;
  }

  /**
   * The conditions of a filter, or null when nothing can match it. A search becomes
   * `id = any(array(<its ids>))`: the matches are looked up by id (in id order, from the cursor
   * on), whatever the planner would guess of how many there are.
   */
  function conditions(filter: CandidateFilter): SQL[] | null {
    const where = filterConditions(filter);
    const ids = searchIds(filter.search);
    if (where === null || ids === 'none') return null;
    if (ids !== null) where.push(sql`${candidates.id} = any(array(${ids}))`);
    return where;
  }

  /**
   * The conditions of a page: as `conditions`, but each common term is checked on each candidate
   * read in id order (its own small range of the (candidate, token) index), so a page of a
   * common prefix reads about as many candidates as it takes to fill it. A scalar subquery with
   * a LIMIT is never turned into a join: the planner keeps the id order.
   */
  async function pageConditions(filter: CandidateFilter): Promise<SQL[] | null> {
    const where = filterConditions(filter);
    const terms = termsOf(filter.search);
    if (where === null || terms === 'none') return null;
    if (terms === null) return where;
    const common = await Promise.all(terms.map(isCommon));
    const rare = terms.filter((_, i) => !common[i]);
    if (rare.length > 0) where.push(sql`${candidates.id} = any(array(${idsOf(rare)}))`);
    for (const term of terms.filter((_, i) => common[i]))
      where.push(
        sql`coalesce((select true from ${candidateTokens} where ${candidateTokens.candidateId} = ${candidates.id} and ${tokenRange(term)} limit 1), false)`,
      );
    return where;
  }

  /** The conditions of the stage and job filters, or null when nothing can match them. */
  function filterConditions({
    stage,
    stageId,
    jobId,
    interviewerId,
  }: CandidateFilter): SQL[] | null {
    const where: SQL[] = [];
    if (stage !== undefined) where.push(eq(candidates.stage, stage));
    if (stageId !== undefined) {
      if (hasNul(stageId)) return null;
      where.push(eq(candidates.stageId, stageId));
    }
    if (jobId !== undefined) {
      if (!isId(jobId)) return null;
      where.push(eq(candidates.jobId, jobId));
    }
    if (interviewerId !== undefined) {
      if (!isId(interviewerId)) return null;
      // The member's candidates, by the GIN index of interviewers, looked up by id.
      where.push(
        sql`${candidates.id} = any(array(select ${interviews.candidateId} from ${interviews} where ${interviewsOfMember(interviewerId)}))`,
      );
    }
    return where;
  }

  /**
   * The list's conditions, or null when nothing can match. A text query is one set of ids: the
   * candidates whose own words match (the token index), or one of whose notes or files holds every
   * word (their GIN indexes).
   */
  function listConditions(filter: CandidateListFilter, common = false): SQL[] | null {
    const where = conditions(filter);
    if (where === null) return null;
    const { source, tag, appliedFrom, appliedBefore, q: query } = filter;
    if (source !== undefined) where.push(eq(candidates.source, source));
    if (tag !== undefined) {
      if (hasNul(tag)) return null;
      // The tag in the statement's text: a prepared statement's generic plan cannot tell a
      // common tag from a rare one, and sorts every tagged row where the date index would do.
      // Lower-cased, as the index on candidate_tag_keys holds them.
      where.push(
        sql`candidate_tag_keys(${candidates.tags}) @> ${sql.raw(`array[${textLiteral(tagKey(tag))}]`)}`,
      );
    }
    if (appliedFrom !== undefined)
      where.push(sql`${candidates.appliedAt} >= ${appliedFrom}::timestamptz`);
    if (appliedBefore !== undefined)
      where.push(sql`${candidates.appliedAt} < ${appliedBefore}::timestamptz`);
    if (query !== undefined) {
      const own = termsOf(query);
      const words = documentTerms(query);
      if (own === null && words.length === 0) return where;
      const sets: SQL[] = [];
      if (own !== null && own !== 'none') sets.push(idsOf(own));
      if (common) {
        // A common query: each candidate read in the list's order is checked by its own rows,
        // so a page stops at its end instead of gathering and sorting every match.
        const matches = prefixQuery(words);
        const checks: SQL[] = [
          sql`exists (select 1 from ${notes} where ${notes.candidateId} = ${candidates.id} and ${notes.search} @@ ${matches})`,
          sql`exists (select 1 from ${files} where ${files.candidateId} = ${candidates.id} and ${files.search} @@ ${matches})`,
        ];
        if (own !== null && own !== 'none')
          checks.unshift(sql`${candidates.id} in (${idsOf(own)})`);
        where.push(sql`(${sql.join(checks, sql` or `)})`);
        return where;
      }
      if (words.length > 0) {
        const matches = prefixQuery(words);
        sets.push(
          sql`select ${notes.candidateId} from ${notes} where ${notes.search} @@ ${matches}`,
        );
        sets.push(
          sql`select ${files.candidateId} from ${files} where ${files.search} @@ ${matches}`,
        );
      }
      if (sets.length === 0) return null;
      where.push(
        sql`${candidates.id} = any(array(${sql.join(
          sets.map((set) => sql`(${set})`),
          sql` union `,
        )}))`,
      );
    }
    return where;
  }

  return {
    async list(filter, { sort, order }, { offset, limit }, counting = 'exact') {
      const words = filter.q === undefined ? [] : documentTerms(filter.q);
      const where = listConditions(filter, words.length > 0 && (await isCommonText(words)));
      if (where === null) return { candidates: [], totalCount: 0 };
      const key = LIST_KEYS[sort];
      const direction = order === 'desc' ? sql`desc` : sql`asc`;
      const rows = q
        .select(listedColumns)
        .from(candidates)
        .where(and(...where))
        .orderBy(sql`${key} ${direction}`, sql`${candidates.id} ${direction}`)
        .limit(limit)
        .offset(offset);
      if (counting === 'none') return { candidates: (await rows).map(toListed) };
      const bound = counting === 'exact' ? undefined : Math.max(0, Math.floor(counting.upTo));
      const total = q.execute(
        sql`select count(*)::int as count from (select 1 from ${candidates}${where.length > 0 ? sql` where ${and(...where)}` : sql``}${bound === undefined ? sql`` : sql` limit ${bound}`}) as matches`,
      );
      const [page, counted] = await Promise.all([rows, total]);
      return {
        candidates: page.map(toListed),
        totalCount: Number(rowsOf<{ count: number }>(counted)[0]?.count ?? 0),
      };
    },
    async matchingTexts(candidateIds, query) {
      const ids = candidateIds.filter(isId);
      const words = documentTerms(query);
      if (ids.length === 0 || words.length === 0) return [];
      const matches = prefixQuery(words);
      const rows = rowsOf<{ candidateId: number; field: 'note' | 'resume'; text: string }>(
        await q.execute(sql`
          (select ${notes.candidateId} as "candidateId", 'note' as field, ${notes.text} as text, ${notes.id} as id
            from ${notes} where ${idIn(notes.candidateId, ids)} and ${notes.search} @@ ${matches})
          union all
          (select ${files.candidateId}, 'resume', ${files.text}, ${files.id}
            from ${files} where ${idIn(files.candidateId, ids)} and ${files.search} @@ ${matches})
          order by 2, 4`),
      );
      return rows.map(({ candidateId, field, text }) => ({
        candidateId: Number(candidateId),
        field,
        text,
      }));
    },
    get: async (id) => {
      if (!isId(id)) return undefined;
      const [row] = await q.select(candidateColumns).from(candidates).where(eq(candidates.id, id));
      return row && toCandidate(row);
    },
    getMany: async (ids) => {
      const wanted = ids.filter(isId);
      if (wanted.length === 0) return ids.map(() => undefined);
      const rows = await q
        .select(candidateColumns)
        .from(candidates)
        .where(idIn(candidates.id, wanted));
      const byId = new Map(rows.map((row) => [row.id, toCandidate(row)]));
      return ids.map((id) => byId.get(id));
    },
    async page({ afterId = 0, ...filter }, { offset, limit }, counting = 'exact') {
      const where = conditions(filter);
      const pageWhere = await pageConditions(filter);
      if (where === null || pageWhere === null) return { candidates: [], totalCount: 0 };
      // Every index the filters use ends in the id: "after this id" is a key range too.
      const after = Math.floor(afterId);
      const rows =
        after >= MAX_ID
          ? Promise.resolve([])
          : q
              .select(candidateColumns)
              .from(candidates)
              .where(and(...pageWhere, after > 0 ? gt(candidates.id, after) : undefined))
              .orderBy(asc(candidates.id))
              .limit(limit)
              .offset(offset);
      if (counting === 'none') return { candidates: (await rows).map(toCandidate) };
      const bound = counting === 'exact' ? undefined : Math.max(0, Math.floor(counting.upTo));
      // A search alone is counted in the token index, without reading candidates.
      const ids =
        filter.stage === undefined &&
        filter.stageId === undefined &&
        filter.jobId === undefined &&
        searchIds(filter.search);
      const matches =
        ids && ids !== 'none'
          ? sql`select distinct candidate_id from (${ids}) as tokens`
          : sql`select 1 from ${candidates}${where.length > 0 ? sql` where ${and(...where)}` : sql``}`;
      // Counting stops at the bound: the match is read that far and no further.
      const total = q.execute(
        sql`select count(*)::int as count from (${matches}${bound === undefined ? sql`` : sql` limit ${bound}`}) as matches`,
      );
      const [page, counted] = await Promise.all([rows, total]);
      return {
        candidates: page.map(toCandidate),
        totalCount: Number(rowsOf<{ count: number }>(counted)[0]?.count ?? 0),
      };
    },
    async stageCounts(filter, upTo) {
      const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
      const where = conditions(filter);
      if (where === null) return counts;
      if (upTo !== undefined && searchIds(filter.search) !== null) {
        // A search's matches are listed once and counted by stage, then each count is capped.
        const rows = await q
          .select({ stage: candidates.stage, count: countAll() })
          .from(candidates)
          .where(and(...where))
          .groupBy(candidates.stage);
        const bound = Math.max(0, Math.floor(upTo));
        for (const { stage, count } of rows)
          if (stage in counts) counts[stage] = Math.min(count, bound);
        return counts;
      }
      if (upTo !== undefined) {
        // One bounded count a stage, in one statement: each reads its stage's match that far.
        const bound = Math.max(0, Math.floor(upTo));
        const columns = STAGES.map(
          (stage) =>
            sql`(select count(*)::int from (select 1 from ${candidates} where ${and(...where, eq(candidates.stage, stage))} limit ${bound}) as s) as ${sql.identifier(stage)}`,
        );
        const [row] = rowsOf<Record<Stage, number>>(
          await q.execute(sql`select ${sql.join(columns, sql`, `)}`),
        );
        for (const stage of STAGES) counts[stage] = Number(row?.[stage] ?? 0);
        return counts;
      }
      const rows = await q
        .select({ stage: candidates.stage, count: countAll() })
        .from(candidates)
        .where(and(...where))
        .groupBy(candidates.stage);
      for (const { stage, count } of rows) if (stage in counts) counts[stage] = count;
      return counts;
    },
    async stageIdCounts(filter, upTo) {
      const counts: Record<string, number> = {};
      const where = conditions(filter);
      if (where === null) return counts;
      // One job's candidates by stage, read from the (job, stage id, id) index.
      const rows = await q
        .select({ stageId: candidates.stageId, count: countAll() })
        .from(candidates)
        .where(and(...where))
        .groupBy(candidates.stageId);
      const bound = upTo === undefined ? Infinity : Math.max(0, Math.floor(upTo));
      for (const { stageId, count } of rows) counts[stageId] = Math.min(count, bound);
      return counts;
    },
    findByJobAndEmail: async (jobId, email) => {
      if (!isId(jobId) || hasNul(email)) return undefined;
      const [row] = await q
        .select(candidateColumns)
        .from(candidates)
        .where(and(eq(candidates.jobId, jobId), eq(candidates.email, email)))
        .orderBy(asc(candidates.id))
        .limit(1);
      return row && toCandidate(row);
    },
    lock: async (id) => {
      if (!isId(id)) return undefined;
      // NO KEY UPDATE: the row is changed but not its id, so notes and other rows that point to
      // the candidate can still be written meanwhile.
      const [row] = await q
        .select(candidateColumns)
        .from(candidates)
        .where(eq(candidates.id, id))
        .for('no key update');
      return row && toCandidate(row);
    },
    insert: async (candidate) => {
      const fields = candidateFields(candidate);
      const tokens = JSON.stringify(candidateSearchTokens(fields));
      // The row and its search tokens in one statement.
      const result = await guardIds('candidates', () =>
        q.execute(sql`
          with inserted as (
            insert into ${candidates} (name, email, stage, stage_id, job_id, phone, source, consent_at, notice_version, withdrawn_at, time_zone, tags)
            values (${fields.name}, ${fields.email}, ${fields.stage}, ${fields.stageId}, ${fields.jobId}, ${fields.phone ?? null}, ${fields.source ?? null}, ${fields.consentAt ?? null}, ${fields.noticeVersion ?? null}, ${fields.withdrawnAt ?? null}, ${fields.timeZone ?? null}, ${pgTextArray(fields.tags ?? [])})
            returning id
          ), tokens as (
            insert into ${candidateTokens} (token, candidate_id)
            select token, inserted.id from inserted, jsonb_array_elements_text(${tokens}::jsonb) as token
          )
          select id from inserted`),
      );
      return compactPlace({ id: Number(rowsOf(result)[0]?.id), ...fields });
    },
    insertMany: async (rows) => {
      const ids = await nextIds(q, 'candidates', rows.length);
      const stored = rows.map((row, i) => ({ id: ids[i]!, ...candidateFields(row) }));
      if (stored.length > 0) {
        const [rowsInsert, tokensInsert] = insertCandidates(stored);
        await q.execute(sql`with inserted as (${rowsInsert}) ${tokensInsert}`);
      }
      return stored.map(compactPlace);
    },
    update: async (candidate) => {
      if (!isId(candidate.id)) return;
      const fields = candidateFields(candidate);
      const tokens = JSON.stringify(candidateSearchTokens(fields));
      // The row, and its tokens brought to what it holds now (a stage move keeps them all).
      await q.execute(sql`
        with updated as (
          update ${candidates}
          set name = ${fields.name}, email = ${fields.email}, stage = ${fields.stage},
            stage_id = ${fields.stageId}, job_id = ${fields.jobId},
            phone = ${fields.phone ?? null}, source = ${fields.source ?? null},
            consent_at = ${fields.consentAt ?? null}, notice_version = ${fields.noticeVersion ?? null},
            withdrawn_at = ${fields.withdrawnAt ?? null}, time_zone = ${fields.timeZone ?? null},
            tags = ${pgTextArray(fields.tags ?? [])}
          where id = ${candidate.id}
          returning id
        ), stale as (
          delete from ${candidateTokens}
          where candidate_id in (select id from updated)
            and token <> all (array(select jsonb_array_elements_text(${tokens}::jsonb) collate "C"))
        )
        insert into ${candidateTokens} (token, candidate_id)
        select token, updated.id from updated, jsonb_array_elements_text(${tokens}::jsonb) as token
        on conflict do nothing`);
    },
    setStage: async (id, { stage, stageId }) => {
      if (!isId(id)) return;
      // A withdrawal holds only while Rejected (CandidatesRepo.setStage).
      await q
        .update(candidates)
        .set({ stage, stageId, ...(stage !== 'rejected' && { withdrawnAt: null }) })
        .where(eq(candidates.id, id));
    },
    remove: async (id) => {
      if (!isId(id)) return false;
      // Every row of theirs goes with them: the foreign keys of the tables that the list erases
      // with a candidate cascade (migration 8), and so do the search tokens.
      const rows = await q.execute<{ id: number }>(
        sql`delete from ${candidates} where id = ${id} returning id`,
      );
      return rowsOf(rows).length > 0;
    },
    count: async () => {
      const [row] = await q.select({ count: countAll() }).from(candidates);
      return row?.count ?? 0;
    },
    all: async () =>
      (await q.select(candidateColumns).from(candidates).orderBy(asc(candidates.id))).map(
        toCandidate,
      ),
    listByEmail: async (email) =>
      hasNul(email)
        ? []
        : (
            await q
              .select(candidateColumns)
              .from(candidates)
              .where(eq(candidates.email, email))
              .orderBy(asc(candidates.id))
          ).map(toCandidate),
    idle: async (cutoff, limit) => {
      const rows = await q
        .select({
          ...candidateColumns,
          lastActivityAt:
            sql`(extract(epoch from ${candidates.lastActivityAt}) * 1000)::float8`.mapWith(
              (ms: number | string) => timeOf(ms) ?? null,
            ),
        })
        .from(candidates)
        .innerJoin(jobs, eq(jobs.id, candidates.jobId))
        .where(idleSince(cutoff))
        .orderBy(asc(candidates.id))
        .limit(limit);
      return rows.map(({ lastActivityAt, ...row }) => ({
        candidate: toCandidate(row),
        lastActivityAt,
      }));
    },
    countIdle: async (cutoff) => {
      const [row] = await q
        .select({ count: countAll() })
        .from(candidates)
        .innerJoin(jobs, eq(jobs.id, candidates.jobId))
        .where(idleSince(cutoff));
      return row?.count ?? 0;
    },
  };
}

/** A string as an SQL literal (standard strings: only quotes are doubled; no NUL reaches here). */
const textLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** What each of the list's orders sorts by (each has an index that ends in the id). */
const LIST_KEYS: Record<CandidateSort, SQL> = {
  name: sql`lower(${candidates.name}) collate "C"`,
  email: sql`${candidates.email}`,
  appliedAt: sql`${candidates.appliedAt}`,
  lastActivityAt: sql`${candidates.lastActivityAt}`,
  // Pipeline order.
  stage: sql.raw(
    `case stage ${STAGES.map((stage, i) => `when '${stage}' then ${i}`).join(' ')} end`,
  ),
};

/** A kept date read as milliseconds, as ISO; none while it is still 'infinity' or '-infinity'. */
const timeOf = (ms: number | string): string | undefined =>
  Number.isFinite(Number(ms)) ? new Date(Number(ms)).toISOString() : undefined;

/** A date the list answers; none while it is still 'infinity' or '-infinity' (no timeline yet). */
const listedTime = (column: AnyPgColumn): SQL<string | undefined> =>
  sql`(extract(epoch from ${column}) * 1000)::float8`.mapWith(timeOf);

const listedColumns = {
  ...candidateColumns,
  appliedAt: listedTime(candidates.appliedAt),
  lastActivityAt: listedTime(candidates.lastActivityAt),
};
const toListed = ({
  appliedAt,
  lastActivityAt,
  ...row
}: CandidateRow & { appliedAt?: string; lastActivityAt?: string }): ListedCandidate => ({
  ...toCandidate(row),
  ...(appliedAt !== undefined && { appliedAt }),
  ...(lastActivityAt !== undefined && { lastActivityAt }),
});

/**
 * Due for erasure (domain/privacy's dueForErasure): rejected or of an archived job, last active
 * before the cutoff (the kept last activity, by its index; '-infinity', none, is before any).
 */
const idleSince = (cutoff: string): SQL =>
  sql`(${candidates.stage} = 'rejected' or ${jobs.status} = 'archived') and ${candidates.lastActivityAt} < ${pgTime(cutoff)}::timestamptz`;
