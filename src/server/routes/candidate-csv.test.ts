import { parse } from 'csv-parse/sync';
import { api } from '@/test/api';
import { jobWithAssessment } from '@/test/builders';

/** GET /api/candidates/export.csv: the list as a spreadsheet reads it, in every store. */

async function csv(query = '') {
  const response = await fetch(`http://localhost/api/candidates/export.csv${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('Content-Disposition')).toMatch(/attachment; filename=".+\.csv"/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // UTF-8 with a byte order mark, so spreadsheets read accents right.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(new TextDecoder().decode(bytes.slice(3)), {
    relax_column_count: false,
  }) as string[][];
}

describe('GET /api/candidates/export.csv', () => {
  it('writes every candidate the filters match, with a header, and no cell a spreadsheet would run', async () => {
    const nurse = await jobWithAssessment(undefined, { title: 'Nurse, night shift' });
    const porter = await jobWithAssessment(undefined, { title: 'Porter' });
    // (Names are trimmed when saved, so none starts with a tab or a carriage return; domain/csv's
    // own tests cover those.)
    const hostile = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)'];
    for (const [i, name] of hostile.entries())
      await api('POST', '/candidates', {
        name,
        email: `h${i}@example.com`,
        jobId: nurse.id,
        stage: 'screen',
        source: 'referral',
      });
    await api('POST', '/candidates', {
      name: 'Zoë "Zed" Quote',
      email: 'zoe@example.com',
      phone: '+44 20 7946 0000',
      jobId: porter.id,
      source: 'agency',
    });

    const all = await csv();
    expect(all[0]).toEqual(['Name', 'Email', 'Phone', 'Job', 'Stage', 'Source', 'Applied']);
    expect(all).toHaveLength(1 + hostile.length + 1);
    const names = all.slice(1).map((row) => row[0]);
    // Each formula start is kept as text by a leading apostrophe; the rest as typed.
    expect(names).toEqual([...hostile.map((name) => `'${name}`), 'Zoë "Zed" Quote']);
    const today = new Date().toISOString().slice(0, 10);
    expect(all.at(-1)).toEqual([
      'Zoë "Zed" Quote',
      'zoe@example.com',
      "'+44 20 7946 0000",
      'Porter',
      'Applied',
      'Agency',
      today,
    ]);
    expect(all[1]!.slice(3, 6)).toEqual(['Nurse, night shift', 'Screen', 'Referral']);

    expect((await csv(`?jobId=${porter.id}`)).map((row) => row[1])).toEqual([
      'Email',
      'zoe@example.com',
    ]);
    expect((await csv('?stage=screen')).length).toBe(1 + hostile.length);
    expect((await csv('?search=zoe')).map((row) => row[1])).toEqual(['Email', 'zoe@example.com']);
    expect((await api('GET', '/candidates/export.csv?stage=nowhere')).status).toBe(400);
  });
});
