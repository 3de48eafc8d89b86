import { parse } from 'csv-parse/sync';
import { api, snapshotDb } from '@/test/api';
import { minimalDocx, PNG_HEAD } from '@/test/documents';
import { indexTexts } from '@/test/read-text';

/**
 * GET /api/candidates as the candidate list (sort, order, source, tag, applied dates, q), the
 * search index's progress, and the list's filters in the bulk action and the CSV export, in every
 * store.
 */

async function newJob(title: string): Promise<number> {
  return (await api('POST', '/jobs', { title: `${title} ${Math.random()}` })).body.id;
}

async function add(jobId: number, name: string, extra: Record<string, unknown> = {}) {
  const made = await api('POST', '/candidates', {
    name,
    email: `${name.toLowerCase().replace(/\W/g, '.')}.${jobId}@example.com`,
    jobId,
    source: 'referral',
    ...extra,
  });
  expect(made.status).toBe(201);
  return made.body.id as number;
}

async function attach(id: number, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const response = await fetch(`http://localhost/api/candidates/${id}/files`, {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(201);
}

const names = (body: { candidates: Array<{ name: string }> }) => body.candidates.map((c) => c.name);

describe('GET /api/candidates as the candidate list', () => {
  it('sorts, filters by source, tag and applied dates, pages, and answers each candidate’s dates', async () => {
    const jobId = await newJob('Welder');
    const ann = await add(jobId, 'Ann Ames');
    const bo = await add(jobId, 'bo Brand', { source: 'agency' });
    await add(jobId, 'Cy Cole');
    await api('PATCH', `/candidates/${ann}`, { tags: ['Python'] });
    await api('PATCH', `/candidates/${bo}`, { tags: ['Python', 'Go'] });

    const byName = await api('GET', `/candidates?jobId=${jobId}&sort=name&order=desc`);
    expect(byName.status).toBe(200);
    expect(names(byName.body)).toEqual(['Cy Cole', 'bo Brand', 'Ann Ames']);
    expect(byName.body.totalCount).toBe(3);
    // Newest application first by default.
    expect(names((await api('GET', `/candidates?jobId=${jobId}&sort=appliedAt`)).body)).toEqual([
      'Cy Cole',
      'bo Brand',
      'Ann Ames',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const listed = (
      await api('GET', `/candidates?jobId=${jobId}&appliedFrom=${today}&appliedTo=${today}`)
    ).body;
    expect(listed.candidates).toHaveLength(3);
    for (const candidate of listed.candidates) {
      expect(candidate.appliedAt.slice(0, 10)).toBe(today);
      expect(Date.parse(candidate.lastActivityAt)).toBeGreaterThanOrEqual(
        Date.parse(candidate.appliedAt),
      );
    }
    expect((await api('GET', `/candidates?jobId=${jobId}&appliedTo=2020-01-01`)).body).toEqual({
      candidates: [],
      totalCount: 0,
    });
    expect(
      names((await api('GET', `/candidates?jobId=${jobId}&tag=Python&source=referral`)).body),
    ).toEqual(['Ann Ames']);
    const page = await api('GET', `/candidates?jobId=${jobId}&sort=name&pageSize=1&page=2`);
    expect(names(page.body)).toEqual(['bo Brand']);
    expect(page.body.totalCount).toBe(3);

    // A note is activity: the candidate comes first by last activity.
    await api('POST', `/candidates/${ann}/notes`, { text: 'Called back' });
    const active = await api('GET', `/candidates?jobId=${jobId}&sort=lastActivityAt&order=desc`);
    expect(names(active.body)[0]).toBe('Ann Ames');
  });

  it('finds a word of a note or of a résumé’s text once it is read, with where it matched as text', async () => {
    const jobId = await newJob('Platform');
    const kim = await add(jobId, 'Kim Kowalski');
    const lu = await add(jobId, 'Lu Li');
    await add(jobId, 'Mo Marsh');
    await api('POST', `/candidates/${lu}/notes`, {
      text: 'Ran <b>Kubernetes</b> clusters for a bank in Zürich, then moved teams.',
    });
    await attach(
      kim,
      minimalDocx(['Site reliability engineer', 'Terraform and Kubernetes operators']),
      'cv.docx',
    );

    // The résumé's text waits to be read: its file says so.
    const files = (await api('GET', `/candidates/${kim}/files`)).body;
    expect(files[0]).toMatchObject({ name: 'cv.docx', textStatus: 'pending' });
    expect((await api('GET', '/settings/search-index')).body.files.pending).toBeGreaterThanOrEqual(
      1,
    );
    expect(names((await api('GET', `/candidates?jobId=${jobId}&q=terraform`)).body)).toEqual([]);

    await indexTexts();
    expect((await api('GET', '/settings/search-index')).body).toMatchObject({
      files: { pending: 0 },
      notesWaiting: 0,
    });
    expect((await api('GET', `/candidates/${kim}/files`)).body[0]).toMatchObject({
      textStatus: 'indexed',
    });

    const found = await api('GET', `/candidates?jobId=${jobId}&q=kubern&sort=name&order=asc`);
    expect(found.status).toBe(200);
    expect(found.body.totalCount).toBe(2);
    expect(found.body.candidates).toEqual([
      expect.objectContaining({
        name: 'Kim Kowalski',
        match: {
          field: 'resume',
          snippet: expect.stringContaining('Terraform and Kubernetes operators'),
        },
      }),
      expect.objectContaining({
        name: 'Lu Li',
        match: {
          field: 'note',
          snippet: 'Ran <b>Kubernetes</b> clusters for a bank in Zürich, then moved teams.',
        },
      }),
    ]);
    // Every word in one document; accents and case folded.
    expect(names((await api('GET', `/candidates?jobId=${jobId}&q=ZURICH%20kube`)).body)).toEqual([
      'Lu Li',
    ]);
    expect((await api('GET', `/candidates?jobId=${jobId}&q=marsh`)).body.candidates).toEqual([
      expect.objectContaining({ name: 'Mo Marsh', match: { field: 'name', snippet: 'Mo Marsh' } }),
    ]);
  });

  it('says which files cannot be read, and why, and keeps them', async () => {
    const jobId = await newJob('Designer');
    const id = await add(jobId, 'Pat Png');
    await attach(id, PNG_HEAD, 'scan.png');
    await indexTexts();
    expect((await api('GET', `/candidates/${id}/files`)).body).toEqual([
      expect.objectContaining({
        name: 'scan.png',
        textStatus: 'unreadable',
        textReason: 'Images hold no text to search.',
      }),
    ]);
  });

  it.each([
    ['sort=age', 'sort must be one of'],
    ['order=up', 'order must be asc or desc.'],
    ['source=web', 'source must be one of'],
    ['appliedFrom=2026-02-30', 'appliedFrom must be a day like'],
    ['appliedTo=yesterday', 'appliedTo must be a day like'],
    ['appliedFrom=2026-03-02&appliedTo=2026-03-01', 'appliedFrom must be on or before appliedTo.'],
    [`q=${'x'.repeat(201)}`, 'at most 200'],
  ])('refuses %s with a 400', async (query, message) => {
    const answer = await api('GET', `/candidates?${query}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });
});

describe('the list’s filters in the bulk action and the CSV export', () => {
  it('moves every candidate a tag and a text query match, and exports the same', async () => {
    const jobId = await newJob('Baker');
    const ann = await add(jobId, 'Ann Ames');
    const bo = await add(jobId, 'Bo Brand');
    const cy = await add(jobId, 'Cy Cole');
    for (const id of [ann, bo]) await api('PATCH', `/candidates/${id}`, { tags: ['Sourdough'] });
    await api('POST', `/candidates/${bo}/notes`, { text: 'Great with rye starters' });
    await api('POST', `/candidates/${cy}/notes`, { text: 'Great with rye starters' });

    const before = await snapshotDb();
    const bad = await api('POST', '/candidates/bulk', {
      filter: { jobId, appliedFrom: '2026-13-01' },
      action: { type: 'move', stage: 'screen' },
    });
    expect(bad.status).toBe(400);
    expect(await snapshotDb()).toEqual(before);

    const moved = await api('POST', '/candidates/bulk', {
      filter: { jobId, tag: 'Sourdough', q: 'rye' },
      action: { type: 'move', stage: 'screen' },
    });
    expect(moved).toEqual({ status: 200, body: { updated: 1 } });
    expect((await api('GET', `/candidates/${bo}`)).body.stage).toBe('screen');
    expect((await api('GET', `/candidates/${ann}`)).body.stage).toBe('applied');
    expect((await api('GET', `/candidates/${cy}`)).body.stage).toBe('applied');

    const response = await fetch(
      `http://localhost/api/candidates/export.csv?jobId=${jobId}&q=rye&tag=Sourdough`,
    );
    expect(response.status).toBe(200);
    const rows = parse((await response.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Bo Brand']);
  });
});
