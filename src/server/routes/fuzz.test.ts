import fc from 'fast-check';
import { api, snapshotDb, write } from '@/test/api';

/**
 * Every endpoint, fed random and malformed ids, query strings and bodies: the answer is always a
 * success or a 4xx JSON error, never a 500, and a rejected request leaves the database as it was.
 */

async function smallFixture() {
  await write(async (tx) => {
    await tx.jobs.insertMany([
      {
        title: 'Frontend Engineer',
        slug: 'frontend-engineer',
        status: 'active',
        tags: ['Engineering'],
        order: 0,
      },
      {
        title: 'Designer',
        slug: 'designer',
        status: 'archived',
        tags: ['Design', 'Remote'],
        order: 1,
      },
    ]);
    await tx.candidates.insertMany([
      { name: 'Jane Doe', email: 'jane@example.com', stage: 'applied', jobId: 1 },
      { name: 'John Roe', email: 'john@example.com', stage: 'tech', jobId: 2 },
    ]);
    await tx.assessments.put({
      jobId: 1,
      structure: {
        title: 'Frontend Assessment',
        sections: [
          {
            id: 's1',
            title: 'Basics',
            questions: [
              { id: 'q1', type: 'short-text', label: 'Name', required: true },
              {
                id: 'q2',
                type: 'single-choice',
                label: 'Remote?',
                required: false,
                options: [
                  { id: 'o1', value: 'Yes' },
                  { id: 'o2', value: 'No' },
                ],
              },
              {
                id: 'q3',
                type: 'numeric',
                label: 'Years',
                required: false,
                range: { min: 1, max: 40 },
                condition: { sourceQuestionId: 'q2', operator: 'equals', value: 'Yes' },
              },
              {
                id: 'q4',
                type: 'multi-choice',
                label: 'Stack',
                required: false,
                options: [{ id: 'o3', value: 'React' }],
              },
            ],
          },
        ],
      },
    });
  });
}

const idSegment = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '3',
    '999',
    '0',
    '-1',
    'abc',
    '1.5',
    '1e3',
    '9999999999999999999',
    '2147483647',
    '2147483648',
    '9007199254740991',
    '9007199254740992',
    '0x10',
    '01',
    'reorder',
    '',
  ),
  fc.string({ maxLength: 12 }),
);
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.anything({ maxDepth: 2 }).map((v) => (v === undefined ? null : v)),
);
const nearly = (keys: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record(
    Object.fromEntries(Object.entries(keys).map(([k, arb]) => [k, fc.oneof(arb, anyValue)])),
    { requiredKeys: [] },
  );

const stage = fc.constantFrom(
  'applied',
  'screen',
  'tech',
  'offer',
  'hired',
  'rejected',
  'interview',
  '',
);
/** Names that JavaScript objects already answer to: as keys of data they must be data, or refused. */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
];
const prototypeName = fc.constantFrom(...PROTOTYPE_NAMES);

/** The same value with one more key named like a built-in property (set as data, not as a prototype). */
const withPrototypeKey = (shape: fc.Arbitrary<unknown>) =>
  fc.tuple(shape, prototypeName, anyValue).map(([value, key, extra]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const copy = { ...value };
    Object.defineProperty(copy, key, {
      value: extra,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  });

/** Text that only looks filled, next to any text. */
const text = fc.oneof(
  fc.string(),
  fc.constantFrom('\u200B', ' \u2060 ', '\uFEFF\u200D', '\u3164', '\u00AD', '\u2800 '),
);

/** Ids a body may name: small ones, and ones at and beyond the range TalentFlow stores. */
const bodyId = fc.oneof(
  fc.integer({ min: -2, max: 4 }),
  fc.constantFrom(
    2_147_483_647,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e300,
    0.5,
  ),
);

const body = (shape: fc.Arbitrary<unknown>) =>
  fc.oneof(
    shape,
    withPrototypeKey(shape),
    anyValue,
    fc.string().map((raw) => ({ __raw: raw })),
  );

const endpoints: Array<{
  name: string;
  method: string;
  path: (id: string) => string;
  query?: string[];
  body?: fc.Arbitrary<unknown>;
}> = [
  {
    name: 'GET /jobs',
    method: 'GET',
    path: () => '/jobs',
    query: ['page', 'pageSize', 'search', 'status', 'tags'],
  },
  {
    name: 'POST /jobs',
    method: 'POST',
    path: () => '/jobs',
    body: body(nearly({ title: text, tags: fc.array(text) })),
  },
  { name: 'GET /jobs/:id', method: 'GET', path: (id) => `/jobs/${id}` },
  {
    name: 'PATCH /jobs/:id',
    method: 'PATCH',
    path: (id) => `/jobs/${id}`,
    body: body(
      nearly({
        title: text,
        tags: fc.array(text),
        status: fc.constantFrom('active', 'archived', 'closed'),
      }),
    ),
  },
  {
    name: 'PATCH /jobs/reorder',
    method: 'PATCH',
    path: () => '/jobs/reorder',
    body: body(
      nearly({
        jobsToUpdate: fc.array(nearly({ id: bodyId, order: fc.integer({ min: -2, max: 4 }) }), {
          maxLength: 4,
        }),
      }),
    ),
  },
  {
    name: 'GET /candidates',
    method: 'GET',
    path: () => '/candidates',
    query: ['page', 'pageSize', 'search', 'stage', 'jobId', 'afterId'],
  },
  {
    name: 'GET /candidates/stage-counts',
    method: 'GET',
    path: () => '/candidates/stage-counts',
    query: ['search', 'jobId'],
  },
  { name: 'GET /candidates/:id', method: 'GET', path: (id) => `/candidates/${id}` },
  {
    name: 'PATCH /candidates/:id',
    method: 'PATCH',
    path: (id) => `/candidates/${id}`,
    body: body(nearly({ stage })),
  },
  {
    name: 'GET /candidates/:id/timeline',
    method: 'GET',
    path: (id) => `/candidates/${id}/timeline`,
  },
  { name: 'GET /candidates/:id/notes', method: 'GET', path: (id) => `/candidates/${id}/notes` },
  {
    name: 'POST /candidates/:id/notes',
    method: 'POST',
    path: (id) => `/candidates/${id}/notes`,
    body: body(nearly({ text })),
  },
  {
    name: 'GET /candidates/:id/responses',
    method: 'GET',
    path: (id) => `/candidates/${id}/responses`,
  },
  { name: 'GET /jobs/:id/assessment', method: 'GET', path: (id) => `/jobs/${id}/assessment` },
  {
    name: 'PUT /jobs/:id/assessment',
    method: 'PUT',
    path: (id) => `/jobs/${id}/assessment`,
    body: body(
      nearly({
        title: fc.string(),
        sections: fc.array(
          nearly({
            id: fc.string({ maxLength: 5 }),
            title: fc.string(),
            questions: fc.array(
              nearly({
                id: fc.oneof(fc.string({ maxLength: 5 }), prototypeName),
                type: fc.constantFrom(
                  'short-text',
                  'long-text',
                  'single-choice',
                  'multi-choice',
                  'numeric',
                  'file-upload',
                  'essay',
                ),
                label: fc.string(),
                required: fc.boolean(),
                options: fc.array(nearly({ id: fc.string({ maxLength: 4 }), value: fc.string() }), {
                  maxLength: 3,
                }),
                range: nearly({ min: fc.integer(), max: fc.integer() }),
                condition: nearly({
                  sourceQuestionId: fc.oneof(fc.string({ maxLength: 4 }), prototypeName),
                  operator: fc.constantFrom('equals', 'not-equals', 'gt'),
                  value: fc.string(),
                }),
              }),
              { maxLength: 3 },
            ),
          }),
          { maxLength: 2 },
        ),
      }),
    ),
  },
  {
    name: 'POST /assessments/:jobId/submit',
    method: 'POST',
    path: (id) => `/assessments/${id}/submit`,
    body: body(
      nearly({
        name: text,
        email: fc.oneof(fc.emailAddress(), fc.string()),
        answers: fc.dictionary(
          fc.constantFrom('q1', 'q2', 'q3', 'q4', 'q9', ...PROTOTYPE_NAMES),
          fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 }), anyValue),
        ),
      }),
    ),
  },
  { name: 'GET /jobs/:id/responses', method: 'GET', path: (id) => `/jobs/${id}/responses` },
  {
    name: 'POST /backup/restore',
    method: 'POST',
    path: () => '/backup/restore',
    body: body(
      nearly({
        format: fc.constant('talentflow-backup'),
        schemaVersion: fc.integer({ min: 0, max: 7 }),
        version: fc.integer({ min: 0, max: 3 }),
        exportedAt: fc.oneof(fc.string(), fc.constant('2026-01-01T00:00:00.000Z')),
        tables: fc.oneof(
          anyValue,
          nearly({
            jobs: fc.array(
              nearly({
                id: bodyId,
                title: text,
                slug: fc.string(),
                status: fc.constant('active'),
                tags: fc.array(text),
                order: fc.nat(3),
              }),
              { maxLength: 2 },
            ),
            candidates: fc.array(
              nearly({ id: bodyId, name: text, email: fc.emailAddress(), stage, jobId: bodyId }),
              { maxLength: 2 },
            ),
          }),
        ),
      }),
    ),
  },
];

const queryString = (keys: string[]) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...keys, 'extra'),
        fc.oneof(
          fc.string({ maxLength: 8 }),
          fc.constantFrom('0', '1', '10', '1000', '1001', '-5', 'all', 'active', 'tech'),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));

describe.each(endpoints)('$name under random input', ({ method, path, query, body: bodyArb }) => {
  it('answers success or a 4xx JSON error, and a rejection writes nothing', async () => {
    await smallFixture();
    await fc.assert(
      fc.asyncProperty(
        idSegment,
        query ? queryString(query) : fc.constant(''),
        bodyArb ?? fc.constant(undefined),
        async (id, qs, payload) => {
          const url = `${path(encodeURIComponent(id))}${qs ? `?${qs}` : ''}`;
          const before = method === 'GET' ? undefined : await snapshotDb();
          const raw = (payload as { __raw?: string } | undefined)?.__raw;
          const res = await api(method, url, raw === undefined ? payload : undefined, raw);
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof res.body.error.code).toBe('string');
            expect(res.body.error.message.length).toBeGreaterThan(0);
            if (before) expect(await snapshotDb()).toEqual(before);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
