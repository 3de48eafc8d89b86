import { getTableName, is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { MAX_ID } from '@/domain/ids';
import {
  ACTIVITY_FIELDS,
  HIRING_TABLES,
  TEAM_ACTIVITY_FIELDS,
  type CandidateTable,
  type TableSpec,
} from '@/domain/schemas';
import { candidateSearchTokens, searchTerms } from '@/domain/search';
import { STAGES, type Candidate, type Job, type Stage } from '@/domain/types';
import { emptyHiringData, StorageError, type Tx } from '../../types';
import type { PgConnection } from '../connect';
import { STATUS_LINK_MASK } from '@/domain/outbox';
import { migrate, MIGRATIONS, migrationStatements, parseMigrations } from '../migrate';
import { SEARCH_PLAN } from '../repos/candidates';
import * as schema from '../schema';
import { rowsOf } from '../testing';

/**
 * What the PostgreSQL store must do beyond the store contract, the same on every engine it runs
 * on (PGlite and a PostgreSQL server): values come back exactly as they went in, ids behave as
 * the Dexie store's, search is exactly the domain's, and the migrations build what schema.ts says.
 */
export function describePgBehaviour(name: string, open: () => Promise<PgConnection>): void {
  describe(`${name}: the PostgreSQL store's own behaviour`, () => {
    let opened: PgConnection;
    const read = <T>(work: (tx: Tx) => Promise<T>) => opened.store.transaction('read', work);
    const write = <T>(work: (tx: Tx) => Promise<T>) => opened.store.transaction('write', work);

    beforeEach(async () => {
      opened = await open();
    });
    afterEach(async () => {
      await opened.close();
    });

    /** One raw query's rows as JSON, parsed here: the same on every driver. */
    async function queryJson<T>(query: string): Promise<T[]> {
      const [row] = rowsOf<{ json: string | null }>(
        await opened.db.execute(
          sql.raw(`select coalesce(json_agg(x), '[]')::text as json from (${query}) x`),
        ),
      );
      return JSON.parse(row?.json ?? '[]') as T[];
    }

    const job = (title: string, extra: Partial<Job> = {}): Omit<Job, 'id'> => ({
      title,
      slug: title.toLowerCase(),
      status: 'active',
      tags: [],
      order: 0,
      ...extra,
    });
    /** Jobs 1 and 2 and candidates 1 and 2, for rows that point at them. */
    const owners = async () => {
      await write((tx) =>
        tx.jobs.insertMany([job('Owner one', { order: 1 }), job('Owner two', { order: 2 })]),
      );
      await write((tx) =>
        tx.candidates.insertMany(
          [1, 2].map((n) => ({
            name: `Owner ${n}`,
            email: `owner${n}@example.com`,
            stage: 'applied' as Stage,
            jobId: n,
          })),
        ),
      );
    };
    const empty = emptyHiringData();

    describe('values', () => {
      it('come back exactly as they went in: text, tags, big orders, JSON and timestamps of any year', async () => {
        const tags = [
          'a"b',
          'back\\slash',
          'comma, {brace}',
          'NULL',
          '',
          ' spaced ',
          'İstanbul',
          '😀',
        ];
        const stored = await write(async (tx) => {
          const one = await tx.jobs.insert(
            job(`O'Brien %_\\ 😀`, { tags, order: Number.MAX_SAFE_INTEGER }),
          );
          const [many] = await tx.jobs.insertMany([job('Bulk', { tags, order: 2 ** 40 })]);
          return [one, many!];
        });
        expect(await read((tx) => tx.jobs.getMany(stored.map((j) => j.id)))).toEqual(stored);
        expect(await read((tx) => tx.jobs.lastOrder())).toBe(Number.MAX_SAFE_INTEGER);

        const dates = [
          '2026-11-22T10:00:00.123Z',
          '+010000-01-01T00:00:00.000Z',
          '0001-01-01T00:00:00.000Z',
          '0000-12-31T23:59:59.999Z',
          '-000001-06-15T12:00:00.000Z',
          '1970-01-01T00:00:00.000Z',
        ];
        const answers = { q1: '123', q2: ['x', '"y"', 'null'], q3: '', 'ü key': 'true' };
        await owners();
        const lastJob = await write((tx) => tx.jobs.insert(job('Seventh')));
        const structure = {
          title: 'Ünïcode "quoted" \\ title',
          sections: [{ id: 's1', title: '', questions: [] }],
        };
        const made = await write(async (tx) => {
          const notes = [];
          for (const createdAt of dates)
            notes.push(await tx.notes.insert({ candidateId: 1, text: createdAt, createdAt }));
          const entry = await tx.timeline.insert({
            candidateId: 1,
            date: dates[1]!,
            stage: 'offer',
            notes: 'n',
          });
          await tx.timeline.insertMany(
            dates.map((date) => ({ candidateId: 2, date, stage: 'tech' as const, notes: date })),
          );
          const response = await tx.responses.insert({
            jobId: 1,
            candidateId: 1,
            answers,
            submittedAt: dates[4]!,
          });
          await tx.assessments.put({ jobId: lastJob.id, structure });
          return { notes, entry, response };
        });
        const chronological = [...dates].sort((a, b) => Date.parse(a) - Date.parse(b));
        expect((await read((tx) => tx.notes.listByCandidate(1))).map((n) => n.createdAt)).toEqual(
          chronological,
        );
        expect(await read((tx) => tx.notes.all())).toEqual(made.notes);
        expect((await read((tx) => tx.timeline.listByCandidate(2))).map((t) => t.date)).toEqual(
          chronological,
        );
        expect(await read((tx) => tx.timeline.listByCandidate(1))).toEqual([made.entry]);
        expect(await read((tx) => tx.responses.listByJob(1))).toEqual([made.response]);
        expect(await read((tx) => tx.assessments.get(lastJob.id))).toEqual({
          jobId: lastJob.id,
          structure,
        });
      });

      it('keep any JSON setting as it is, strings that look like JSON included; undefined is no value', async () => {
        const values: unknown[] = [
          'hello',
          '123',
          '"quoted"',
          'null',
          0,
          -1.5,
          1e21,
          0.1,
          false,
          null,
          [],
          {},
          { deep: [1, 'a', null, { x: true }] },
        ];
        await write(async (tx) => {
          for (const [i, value] of values.entries()) await tx.settings.set(`k${i}`, value);
          await tx.settings.set('undefined', undefined);
        });
        expect(
          await read(async (tx) => Promise.all(values.map((_, i) => tx.settings.get(`k${i}`)))),
        ).toEqual(values);
        expect(await read((tx) => tx.settings.get('undefined'))).toBeUndefined();
        // JSON's own: a string never becomes a number, stored jsonb holds real JSON values.
        expect(
          await queryJson<{ key: string; kind: string }>(
            `select key, jsonb_typeof(value) as kind from settings where key in ('k1', 'k12')`,
          ),
        ).toEqual(
          expect.arrayContaining([
            { key: 'k1', kind: 'string' },
            { key: 'k12', kind: 'object' },
          ]),
        );
      });

      it('text PostgreSQL cannot hold (U+0000) is refused by a write, and simply matches nothing in a read', async () => {
        await write((tx) => tx.jobs.insert(job('Welder')));
        await write((tx) =>
          tx.candidates.insert({
            name: 'Jane',
            email: 'jane@example.com',
            stage: 'applied',
            jobId: 1,
          }),
        );
        expect(
          await read((tx) => tx.candidates.page({ search: 'ja@\u0000' }, { offset: 0, limit: 5 })),
        ).toEqual({ candidates: [], totalCount: 0 });
        expect(
          await read((tx) => tx.candidates.findByJobAndEmail(1, 'jane\u0000')),
        ).toBeUndefined();
        expect(await read((tx) => tx.jobs.slugsLike('a\u0000'))).toEqual([]);
        expect(await read((tx) => tx.settings.get('a\u0000'))).toBeUndefined();
        await expect(write((tx) => tx.jobs.insert(job('a\u0000b')))).rejects.toThrow();
      });

      it('read ids that cannot exist as absent, without asking the database to parse them', async () => {
        const made = await write((tx) => tx.jobs.insert(job('A')));
        expect(
          await read((tx) => tx.jobs.getMany([made.id, 0, -1, 1.5, MAX_ID + 1, 2 ** 53])),
        ).toEqual([made, undefined, undefined, undefined, undefined, undefined]);
        expect(await read((tx) => tx.candidates.get(MAX_ID + 1))).toBeUndefined();
        expect(
          await read((tx) => tx.candidates.page({ jobId: 2 ** 40 }, { offset: 0, limit: 5 })),
        ).toEqual({ candidates: [], totalCount: 0 });
        expect(
          await read((tx) => tx.candidates.page({ afterId: MAX_ID }, { offset: 0, limit: 5 })),
        ).toEqual({ candidates: [], totalCount: 0 });
      });
    });

    describe('ids', () => {
      it('are refused as full past MAX_ID, as in the Dexie store, and nothing of the transaction is kept', async () => {
        await write((tx) =>
          tx.replaceAll({
            ...empty,
            jobs: [{ id: MAX_ID, ...job('Last') }],
            candidates: [
              {
                id: MAX_ID - 1,
                name: 'N',
                email: 'n@example.com',
                stage: 'applied',
                jobId: MAX_ID,
              },
            ],
            notes: [
              {
                id: MAX_ID,
                candidateId: MAX_ID - 1,
                text: 'n',
                createdAt: '2026-01-01T00:00:00.000Z',
              },
            ],
          }),
        );
        // One candidate id is left, and given.
        const person = (name: string) => ({
          name,
          email: `${name}@example.com`,
          stage: 'applied' as Stage,
          jobId: MAX_ID,
        });
        expect((await write((tx) => tx.candidates.insert(person('c')))).id).toBe(MAX_ID);
        for (const attempt of [
          (tx: Tx) => tx.jobs.insert(job('Over')),
          (tx: Tx) => tx.jobs.insertMany([job('Over')]),
          (tx: Tx) => tx.candidates.insert(person('d')),
          (tx: Tx) => tx.candidates.insertMany([person('e'), person('f')]),
          (tx: Tx) =>
            tx.notes.insert({
              candidateId: MAX_ID - 1,
              text: 'n',
              createdAt: '2026-01-01T00:00:00.000Z',
            }),
        ]) {
          const failure = write(async (tx) => {
            await tx.settings.set('partial', true);
            return attempt(tx);
          });
          await expect(failure).rejects.toBeInstanceOf(StorageError);
          await expect(failure).rejects.toMatchObject({
            kind: 'full',
            message: expect.stringContaining(String(MAX_ID)),
          });
        }
        expect(await read((tx) => tx.settings.get('partial'))).toBeUndefined();
        expect((await read((tx) => tx.jobs.all())).map((j) => j.title)).toEqual(['Last']);
        expect((await read((tx) => tx.candidates.all())).map((c) => c.id)).toEqual([
          MAX_ID - 1,
          MAX_ID,
        ]);
      });

      it('are planned on the restored rows at once: a restore ends with ANALYZE of what it wrote', async () => {
        const analyzed = async () =>
          (
            await queryJson<{ n: number }>(
              `select reltuples::int as n from pg_class where relname = 'candidates'`,
            )
          )[0]!.n;
        const jobs = [{ id: 1, ...job('Welder') }];
        const candidates = Array.from({ length: 300 }, (_, i) => ({
          id: i + 1,
          name: `Person ${i}`,
          email: `p${i}@example.com`,
          stage: 'applied' as Stage,
          jobId: 1,
        }));
        await write((tx) => tx.replaceAll({ ...empty, jobs, candidates }));
        // The planner's row estimate is the rows the restore wrote, not an empty table's.
        expect(await analyzed()).toBe(300);
      });

      it('go back down after a restore of smaller ids, as in the Dexie store', async () => {
        await write((tx) => tx.replaceAll({ ...empty, jobs: [{ id: 1000, ...job('Big') }] }));
        expect((await write((tx) => tx.jobs.insert(job('Next')))).id).toBe(1001);
        await write((tx) => tx.replaceAll({ ...empty, jobs: [{ id: 5, ...job('Small') }] }));
        expect((await write((tx) => tx.jobs.insert(job('Next')))).id).toBe(6);
        await write((tx) => tx.replaceAll(empty));
        expect((await write((tx) => tx.jobs.insert(job('First')))).id).toBe(1);
      });

      it('stay as they were when a restore fails: the sequences restart with the transaction, or not at all', async () => {
        const before = await write((tx) => tx.jobs.insert(job('Kept')));
        const failure = new Error('after the restore');
        await expect(
          write(async (tx) => {
            await tx.replaceAll({ ...empty, jobs: [{ id: 500, ...job('Restored') }] });
            throw failure;
          }),
        ).rejects.toBe(failure);
        const after = await write((tx) => tx.jobs.insert(job('Next')));
        expect(after.id).toBeGreaterThan(before.id);
        expect(after.id).toBeLessThan(500);
        expect((await read((tx) => tx.jobs.all())).map((j) => j.title)).toEqual(['Kept', 'Next']);
      });

      it('a restore holding one id twice is a conflict, and keeps nothing', async () => {
        await write((tx) => tx.jobs.insert(job('Kept')));
        await expect(
          write((tx) =>
            tx.replaceAll({
              ...empty,
              jobs: [
                { id: 3, ...job('A') },
                { id: 3, ...job('B') },
              ],
            }),
          ),
        ).rejects.toMatchObject({
          name: 'StorageError',
          kind: 'conflict',
        });
        expect((await read((tx) => tx.jobs.all())).map((j) => j.title)).toEqual(['Kept']);
      });
    });

    describe('search', () => {
      it('finds the same page of a common prefix checked candidate by candidate as through its ids', async () => {
        await write((tx) => tx.jobs.insertMany([job('A'), job('B')]));
        await write((tx) =>
          tx.candidates.insertMany(
            Array.from({ length: 60 }, (_, i) => ({
              name:
                i % 3 === 0 ? `Nguyen Anh ${i}` : i % 3 === 1 ? `Ngo Binh ${i}` : `Lee Chi ${i}`,
              email: `p${i}@example.com`,
              stage: STAGES[i % STAGES.length]!,
              jobId: 1 + (i % 2),
            })),
          ),
        );
        const pages = () =>
          read((tx) =>
            Promise.all(
              [
                [{ search: 'ng' }, 0],
                [{ search: 'ng', stage: 'screen' as Stage }, 0],
                [{ search: 'ng', jobId: 2 }, 0],
                [{ search: 'ng' }, 20],
                [{ search: 'ng anh' }, 0],
                [{ search: 'ngu 3' }, 0],
              ].map(([filter, afterId]) =>
                tx.candidates.page(
                  { ...(filter as { search: string }), afterId: afterId as number },
                  { offset: 1, limit: 7 },
                ),
              ),
            ),
          );
        const plan = { ...SEARCH_PLAN };
        try {
          SEARCH_PLAN.probeMs = 0;
          SEARCH_PLAN.commonTokens = 1e9; // every term looked up by its ids
          const throughIds = await pages();
          SEARCH_PLAN.commonTokens = 1; // every term checked candidate by candidate
          const byCandidate = await pages();
          expect(byCandidate).toEqual(throughIds);
          expect(throughIds[0]!.candidates.length).toBe(7);
          expect(throughIds[0]!.totalCount).toBe(40);
        } finally {
          Object.assign(SEARCH_PLAN, plan);
        }
      });

      // Letters that fold (accents, ligatures, dotted I, compatibility forms), digits, punctuation,
      // pattern characters, and code points at the edges of the prefix ranges (U+D7FF, U+E000,
      // U+FFFF, U+10FFFF). Not U+0000 nor lone surrogates: PostgreSQL text cannot hold them.
      const CHARS = [
        'a',
        'b',
        'j',
        'é',
        'E',
        'ß',
        'İ',
        'ı',
        'ﬁ',
        '𝒜',
        'Å',
        'ǅ',
        'ö',
        'O',
        'Ω',
        'ω',
        '\u0301',
        '0',
        '9',
        '😀',
        '-',
        '.',
        '_',
        '%',
        '\\',
        ' ',
        '@',
        '\uD7FF',
        '\uE000',
        '\uFFFF',
        '\u{10FFFF}',
      ];
      const text = (maxLength: number) =>
        fc.array(fc.constantFrom(...CHARS), { maxLength }).map((chars) => chars.join(''));
      const person = fc.record({
        name: text(10),
        email: fc.tuple(text(6), text(6)).map(([local, domain]) => `${local}@${domain}`),
        stage: fc.constantFrom(...STAGES),
        jobId: fc.constantFrom(1, 2),
      });

      /** The candidates a search finds, by the domain's own definition. */
      function expected(rows: Candidate[], search: string): Candidate[] {
        const terms = searchTerms(search);
        return rows.filter((row) => {
          const tokens = candidateSearchTokens(row);
          return terms.every((term) => tokens.some((token) => token.startsWith(term)));
        });
      }

      it('finds exactly what searchTerms and candidateSearchTokens say, after inserts, restores and updates', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(person, { minLength: 1, maxLength: 12 }),
            fc.array(
              fc.oneof(
                text(6),
                fc
                  .tuple(fc.nat(), fc.nat(), fc.boolean())
                  .map(([i, n, upper]) => ({ i, n, upper })),
              ),
              { minLength: 1, maxLength: 6 },
            ),
            fc.array(person, { maxLength: 3 }),
            async (people, searches, updates) => {
              let rows: Candidate[] = people.map((p, i) => ({ id: i + 1, ...p }));
              const half = Math.ceil(rows.length / 2);
              // Half restored (the bulk path), half inserted one by one, then some updated.
              const jobs = [1, 2].map((id) => ({ id, ...job(`Job ${id}`, { order: id }) }));
              await write((tx) =>
                tx.replaceAll({ ...empty, jobs, candidates: rows.slice(0, half) }),
              );
              await write(async (tx) => {
                for (const row of rows.slice(half)) {
                  const { id: _id, ...fields } = row;
                  await tx.candidates.insert(fields);
                }
                for (const [i, update] of updates.entries()) {
                  const target = rows[i % rows.length]!;
                  const next = { ...update, id: target.id };
                  await tx.candidates.update(next);
                  rows = rows.map((row) => (row.id === next.id ? next : row));
                }
              });
              // Searches: random text, and prefixes of the candidates' own tokens (upper-cased or not).
              const queries = searches.map((s) => {
                if (typeof s === 'string') return s;
                const tokens = candidateSearchTokens(rows[s.i % rows.length]!);
                if (tokens.length === 0) return '';
                const token = [...tokens[s.n % tokens.length]!];
                const prefix = token.slice(0, 1 + (s.n % token.length)).join('');
                return s.upper ? prefix.toUpperCase() : prefix;
              });
              queries.push(queries.join(' '));
              for (const search of queries) {
                const want = expected(rows, search);
                const got = await read((tx) =>
                  tx.candidates.page({ search }, { offset: 0, limit: 100 }),
                );
                expect({
                  search,
                  ids: got.candidates.map((c) => c.id),
                  total: got.totalCount,
                }).toEqual({ search, ids: want.map((c) => c.id), total: want.length });
                const counts = await read((tx) => tx.candidates.stageCounts({ search, jobId: 1 }));
                for (const stage of STAGES) {
                  expect({ search, stage, count: counts[stage] }).toEqual({
                    search,
                    stage,
                    count: want.filter((c) => c.jobId === 1 && c.stage === stage).length,
                  });
                }
              }
            },
          ),
          { numRuns: 25 },
        );
      }, 120_000);
    });

    describe('schema and migrations', () => {
      it('the migrations build exactly the tables, columns, keys and indexes schema.ts describes', async () => {
        const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
        const configs = tables.map((table) => getTableConfig(table));
        const dialect = new PgDialect();

        const columns = await queryJson<{
          table: string;
          column: string;
          type: string;
          not_null: boolean;
          identity: string;
          collation: string | null;
          sequence: string | null;
        }>(`
          select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
                 a.attidentity as identity, case when a.attcollation <> t.typcollation then co.collname end as collation,
                 pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_type t on t.oid = a.atttypid
          left join pg_collation co on co.oid = a.attcollation
          where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          order by c.relname, a.attnum`);
        const described = configs.flatMap((config) =>
          config.columns.map((column) => {
            const [type, collation] = column.getSQLType().split(/ collate /i) as [
              string,
              string | undefined,
            ];
            const identity = column.generatedIdentity;
            return {
              table: config.name,
              column: column.name,
              type: type.replace(/ \(/g, '('),
              not_null: column.notNull,
              identity: identity ? (identity.type === 'byDefault' ? 'd' : 'a') : '',
              collation: collation?.replace(/"/g, '') ?? null,
              sequence: identity
                ? `public.${identity.sequenceName ?? `${config.name}_${column.name}_seq`}`
                : null,
            };
          }),
        );
        const byName = (a: { table: string; column?: string; index?: string }, b: typeof a) =>
          `${a.table}.${a.column ?? a.index}`.localeCompare(`${b.table}.${b.column ?? b.index}`);
        expect(columns.sort(byName)).toEqual(described.sort(byName));

        const indexes = await queryJson<{
          table: string;
          index: string;
          primary: boolean;
          columns: string[];
        }>(`
          select t.relname as table, i.relname as index, ix.indisprimary as primary,
                 array(select coalesce(a.attname, 'expression') || coalesce(' collate ' || case when k.coll <> a.attcollation then co.collname end, '')
                       from unnest(ix.indkey::int2[], ix.indcollation::oid[]) with ordinality k(attnum, coll, n)
                       left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
                       left join pg_collation co on co.oid = k.coll order by n) as columns
          from pg_index ix join pg_class i on i.oid = ix.indexrelid join pg_class t on t.oid = ix.indrelid
          where t.relnamespace = current_schema()::regnamespace order by t.relname, i.relname`);
        const describedIndexes = configs.flatMap((config) => [
          ...config.indexes.map((index) => ({
            table: config.name,
            index: index.config.name!,
            primary: false,
            columns: index.config.columns.map((column) => {
              if (is(column, SQL)) {
                // (column collate "C"): PostgreSQL keeps it as the column with the index's collation.
                const [, name, collation] =
                  /"(\w+)" collate "(\w+)"\)$/i.exec(dialect.sqlToQuery(column).sql) ?? [];
                return name ? `${name} collate ${collation}` : 'expression';
              }
              return (column as { name: string }).name;
            }),
          })),
          ...config.primaryKeys.map((key) => ({
            table: config.name,
            index: key.getName(),
            primary: true,
            columns: key.columns.map((column) => column.name),
          })),
          ...config.columns
            .filter((column) => column.primary)
            .map((column) => ({
              table: config.name,
              index: `${config.name}_pkey`,
              primary: true,
              columns: [column.name],
            })),
        ]);
        expect(indexes.sort(byName)).toEqual(describedIndexes.sort(byName));

        const foreignKeys = await queryJson<{
          table: string;
          references: string;
          on_delete: string;
        }>(`
          select conrelid::regclass::text as table, confrelid::regclass::text as references, confdeltype as on_delete
          from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace`);
        const byKey = (a: { table: string; references: string }, b: typeof a) =>
          `${a.table}>${a.references}`.localeCompare(`${b.table}>${b.references}`);
        expect(foreignKeys.sort(byKey)).toEqual(
          configs
            .flatMap((config) =>
              config.foreignKeys.map((key) => ({
                table: config.name,
                references: getTableConfig(key.reference().foreignTable).name,
                on_delete:
                  key.onDelete === 'cascade' ? 'c' : key.onDelete === 'set null' ? 'n' : 'a',
              })),
            )
            .sort(byKey),
        );
      });

      it('are recorded by version, applied once, and a database migrated by a newer TalentFlow is refused', async () => {
        expect(
          await queryJson(`select version, name from talentflow_migrations order by version`),
        ).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
        expect(await migrate(opened.db)).toEqual([]);
        await opened.db.execute(
          sql.raw(`insert into talentflow_migrations (version, name) values (9999, 'future')`),
        );
        try {
          await expect(migrate(opened.db)).rejects.toThrow(/newer TalentFlow \(migration 9999/);
        } finally {
          await opened.db.execute(
            sql.raw(`delete from talentflow_migrations where version = 9999`),
          );
        }
      });

      it('mask the applicants’ status links that older outboxes kept (migration 29)', async () => {
        const token = 'A'.repeat(43);
        const body = `Thanks.\n\nFollow it:\nhttps://jobs.example.com/my-application/${token}`;
        await opened.db.execute(
          sql.raw(`insert into outbox (kind, recipient, subject, text_body, html_body, message_key, state, created_at, queued_at)
            values ('application-received', 'ann@example.com', 'Thanks', '${body}', '<p>https://jobs.example.com/my-application/${token}</p>', 'k1', 'waiting', now(), now()),
                   ('application-received', 'bo@example.com', 'Thanks', '${body}', null, 'k2', 'sent', now(), now())`),
        );
        try {
          const [, ...scrub] = migrationStatements(MIGRATIONS.find((m) => m.version === 29)!.sql);
          for (const statement of scrub) await opened.db.execute(sql.raw(statement));
          const rows = await queryJson<{
            recipient: string;
            text_body: string;
            html_body: string | null;
            status_link: unknown;
          }>(
            `select recipient, text_body, html_body, status_link from outbox where message_key in ('k1', 'k2') order by message_key`,
          );
          expect(JSON.stringify(rows)).not.toContain(token);
          expect(rows).toEqual([
            {
              recipient: 'ann@example.com',
              text_body: `Thanks.\n\nFollow it:\n${STATUS_LINK_MASK}`,
              html_body: `<p>${STATUS_LINK_MASK}</p>`,
              // Not sent yet: it gets a new link as it is sent.
              status_link: {},
            },
            {
              recipient: 'bo@example.com',
              text_body: `Thanks.\n\nFollow it:\n${STATUS_LINK_MASK}`,
              html_body: null,
              status_link: null,
            },
          ]);
        } finally {
          await opened.db.execute(sql.raw(`delete from outbox where message_key in ('k1', 'k2')`));
        }
      });

      it('keep each candidate’s last activity by triggers on exactly the tables the list counts, on new and changed rows', async () => {
        const triggers = await queryJson<{ table: string; event: string; args: string }>(`
          select c.relname as table, case when t.tgtype & 4 <> 0 then 'insert' else 'update' end as event,
                 encode(t.tgargs, 'escape') as args
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where p.proname = 'talentflow_touch_candidates' and not t.tgisinternal and t.tgtype & 20 <> 0`);
        // The list's definition (domain/schemas/tables.ts) in SQL: the latest of the row's columns.
        const counted: Array<[PgTable, readonly string[], boolean]> = [
          ...Object.entries(ACTIVITY_FIELDS).map(
            ([name, fields]): [PgTable, readonly string[], boolean] => [
              schema.HIRING_PG_TABLES[name as CandidateTable],
              fields,
              (HIRING_TABLES[name as CandidateTable] as TableSpec).applied === true,
            ],
          ),
          [schema.outbox, TEAM_ACTIVITY_FIELDS.outbox, false],
        ];
        const described = counted.flatMap(([table, fields, applied]) => {
          const columns = fields.map(
            (field) => (table as unknown as Record<string, { name: string }>)[field]!.name,
          );
          const time = columns.length === 1 ? columns[0]! : `greatest(${columns.join(', ')})`;
          const args = applied ? [time, 'applied'] : [time];
          return ['insert', 'update'].map((event) => ({ table: getTableName(table), event, args }));
        });
        const byEvent = (a: { table: string; event: string }, b: typeof a) =>
          `${a.table}.${a.event}`.localeCompare(`${b.table}.${b.event}`);
        expect(
          triggers
            .map(({ args, ...trigger }) => ({
              ...trigger,
              args: args.split('\\000').filter((arg) => arg !== ''),
            }))
            .sort(byEvent),
        ).toEqual(described.sort(byEvent));
      });

      it('move every candidate’s last activity on to the one definition, and never back (migration 32)', async () => {
        await owners();
        const OLD = '2020-01-01T00:00:00.000Z';
        const SOON = '2030-01-01T00:00:00.000Z';
        await write(async (tx) => {
          // Scheduled long ago for later on: migration 24's triggers counted its scheduling only.
          await tx.interviews.insert({
            candidateId: 1,
            jobId: 1,
            planInterviewId: 'chat',
            name: 'Chat',
            startsAt: SOON,
            durationMinutes: 30,
            interviewerIds: [1],
            status: 'scheduled',
            sequence: 0,
            createdAt: OLD,
          });
          await tx.notes.insert({ candidateId: 2, text: 'n', createdAt: OLD });
        });
        // As the older triggers left them: candidate 2 active later than any row they still have.
        await opened.db.execute(
          sql.raw(
            `update candidates set last_activity_at = case id when 1 then '${OLD}'::timestamptz else '2025-01-01T00:00:00Z' end`,
          ),
        );
        const backfill = migrationStatements(MIGRATIONS.find((m) => m.version === 32)!.sql).at(-1)!;
        await opened.db.execute(sql.raw(backfill));
        expect(
          await queryJson(
            `select id, last_activity_at = '${SOON}'::timestamptz as soon, last_activity_at = '2025-01-01T00:00:00Z'::timestamptz as kept from candidates order by id`,
          ),
        ).toEqual([
          { id: 1, soon: true, kept: false },
          { id: 2, soon: false, kept: true },
        ]);
      });

      it('apply pending migrations in order, statement by statement, all or nothing', async () => {
        const extra = parseMigrations({
          './migrations/9001_first.sql':
            'CREATE TABLE zz_first (id integer);\n--> statement-breakpoint\n-- a comment only\n--> statement-breakpoint\nINSERT INTO zz_first VALUES (1);',
          './migrations/9002_broken.sql':
            'INSERT INTO zz_first VALUES (2);\n--> statement-breakpoint\nSELECT no_such_column FROM zz_first;',
        });
        try {
          await expect(migrate(opened.db, [...MIGRATIONS, ...extra])).rejects.toThrow();
          // Nothing of 9001 was kept either: one transaction.
          expect(await queryJson(`select to_regclass('zz_first') is not null as present`)).toEqual([
            { present: false },
          ]);
          expect(await migrate(opened.db, [...MIGRATIONS, extra[0]!])).toEqual([9001]);
          expect(await queryJson(`select id from zz_first`)).toEqual([{ id: 1 }]);
        } finally {
          await opened.db.execute(sql.raw(`DROP TABLE IF EXISTS zz_first`));
          await opened.db.execute(
            sql.raw(`delete from talentflow_migrations where version > 9000`),
          );
        }
      });
    });
  });
}

/** Pure helpers of the migrations, checked without a database. */
export function describeMigrationFiles(): void {
  describe('migration files', () => {
    it('are named by version, in order, each version once', () => {
      expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
      expect(() => parseMigrations({ './migrations/initial.sql': '' })).toThrow(/0001_name/);
      expect(() =>
        parseMigrations({ './migrations/0001_a.sql': '', './migrations/1_b.sql': '' }),
      ).toThrow(/unique/);
    });

    it('split into statements at statement-breakpoint lines, comments alone dropped', () => {
      expect(
        migrationStatements(
          'A;\n--> statement-breakpoint\n-- only a comment\n--> statement-breakpoint\n  B;  \n',
        ),
      ).toEqual(['A;', 'B;']);
    });
  });
}
