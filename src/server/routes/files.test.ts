import { BACKUP_VERSION } from '@/domain/schemas';
import { PNG_HEAD } from '@/test/documents';
import { FILE_TOO_LARGE_MESSAGE } from '@/domain/files';
import { api, snapshotDb } from '@/test/api';

/**
 * Applicants' files: a basic application's résumé and file-upload answers, checked by content,
 * kept byte for byte, downloaded only as attachments, in backups, and erased with the candidate.
 */

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n',
);
/** A Windows program's first bytes ("MZ"), named as a PDF. */
const EXE = new Uint8Array([
  0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8, 0, 0, 0,
]);

async function job(structure?: unknown) {
  const made = (await api('POST', '/jobs', { title: `Welder ${Math.random()}` })).body;
  if (structure)
    expect((await api('PUT', `/jobs/${made.id}/assessment`, structure)).status).toBe(200);
  return made.id as number;
}

const FILE_QUESTIONS = {
  title: 'Screening',
  sections: [
    {
      id: 's1',
      title: 'Papers',
      questions: [
        { id: 'cv', type: 'file-upload', label: 'Your CV', required: true },
        { id: 'why', type: 'short-text', label: 'Why us?', required: false },
      ],
    },
  ],
};

/** An application as a multipart form, as the apply page sends one with files. */
async function apply(
  jobId: number,
  application: unknown,
  files: Record<string, [Uint8Array, string, string?]> = {},
) {
  const form = new FormData();
  form.append('application', JSON.stringify(application));
  for (const [field, [bytes, name, type]] of Object.entries(files)) {
    form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type: type ?? '' }));
  }
  const response = await fetch(`http://localhost/api/assessments/${jobId}/submit`, {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function download(id: number) {
  const response = await fetch(`http://localhost/api/files/${id}`);
  // Plain lists of numbers: typed arrays from different realms never compare equal.
  return { response, bytes: [...new Uint8Array(await response.arrayBuffer())] };
}

describe('the basic application (a job without an assessment)', () => {
  it('takes a name, an email and a PDF résumé, and a member downloads the same bytes as an attachment', async () => {
    const jobId = await job();
    const sent = await apply(
      jobId,
      { name: 'Ada Lovelace', email: 'Ada@Example.com', answers: {} },
      { resume: [PDF, 'Ada CV.pdf', 'application/pdf'] },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.candidate).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      stage: 'applied',
      source: 'applied',
    });
    expect(sent.body.response.answers).toEqual({});

    const [response] = (await api('GET', `/candidates/${sent.body.candidate.id}/responses`)).body;
    expect(response.files).toEqual([
      { id: expect.any(Number), name: 'Ada CV.pdf', type: 'application/pdf', size: PDF.length },
    ]);
    const [listed] = (await api('GET', `/jobs/${jobId}/responses`)).body;
    expect(listed.files).toEqual(response.files);

    const { response: file, bytes } = await download(response.files[0].id);
    expect(file.status).toBe(200);
    expect(bytes).toEqual([...PDF]);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Ada CV.pdf"; filename*=UTF-8''Ada%20CV.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(
      (await api('GET', `/candidates/${sent.body.candidate.id}/timeline`)).body.at(-1).notes,
    ).toBe('Applied');
  });

  it('takes no résumé too (JSON or a form), and reuses the candidate of the same email', async () => {
    const jobId = await job();
    const first = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'Bo',
      email: 'bo@example.com',
      answers: {},
    });
    expect(first.status).toBe(201);
    const again = await apply(jobId, { name: 'Bo', email: 'BO@example.com', answers: {} });
    expect(again.body.candidate.id).toBe(first.body.candidate.id);
    expect(
      (await api('GET', `/candidates/${first.body.candidate.id}/timeline`)).body.at(-1).notes,
    ).toBe('Applied again');
  });

  it('refuses answers, which a job without an assessment has no questions for', async () => {
    const jobId = await job();
    const before = await snapshotDb();
    const res = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'Bo',
      email: 'bo@example.com',
      answers: { q1: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'This job has no assessment: an application sends only a name, an email and a résumé.',
    );
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('files are checked by their content', () => {
  it.each([
    ['a program renamed .pdf', EXE, 'cv.pdf', 'application/pdf'],
    [
      'binary bytes named .txt',
      new Uint8Array([0, 1, 2, 3, 0xff, 0xfe, 7]),
      'cv.txt',
      'text/plain',
    ],
  ])('refuses %s, naming the accepted types, and writes nothing', async (_, bytes, name, type) => {
    const jobId = await job();
    const before = await snapshotDb();
    const res = await apply(
      jobId,
      { name: 'Eve', email: 'eve@example.com', answers: {} },
      { resume: [bytes, name, type] },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      `“${name}” is not a file type we accept. Send a PDF, DOC, DOCX, ODT, RTF, TXT, PNG or JPEG file.`,
    );
    expect(await snapshotDb()).toEqual(before);
  });

  it('refuses a file over 10 MB and an empty one', async () => {
    const jobId = await job();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await apply(
      jobId,
      { name: 'Eve', email: 'eve@example.com', answers: {} },
      { resume: [big, 'big.pdf'] },
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.message).toBe(FILE_TOO_LARGE_MESSAGE);
    const empty = await apply(
      jobId,
      { name: 'Eve', email: 'eve@example.com', answers: {} },
      { resume: [new Uint8Array(0), 'none.pdf'] },
    );
    expect(empty.status).toBe(400);
    expect((await api('GET', '/candidates')).body.totalCount).toBe(0);
  });

  it('reads a form as it streams in: stops once a file passes 10 MB, or at a field it does not expect, and answers at once', async () => {
    const jobId = await job();
    const MB = 1024 * 1024;
    /** A 48 MB multipart form, made as it is read; `read` counts the bytes the server asked for. */
    const huge = (before = '') => {
      const boundary = 'talentflowboundary';
      const encoder = new TextEncoder();
      let sent = 0;
      let phase = 0;
      const chunk = new Uint8Array(64 * 1024);
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (phase === 0) {
            phase = 1;
            const head = `--${boundary}\r\nContent-Disposition: form-data; name="application"\r\n\r\n${JSON.stringify({ name: 'Eve', email: 'eve@example.com', answers: {} })}\r\n${before}--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
            controller.enqueue(encoder.encode(head));
          } else if (sent < 48 * MB) {
            sent += chunk.length;
            controller.enqueue(chunk.slice());
          } else {
            controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
            controller.close();
          }
        },
      });
      const request = new Request(`http://localhost/api/assessments/${jobId}/submit`, {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      return { request, read: () => sent };
    };
    const tooBig = huge();
    const answer = await fetch(tooBig.request);
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.message).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(tooBig.read()).toBeLessThan(11 * MB);
    // A field the form does not have ends the reading at once, before the large file after it.
    const unexpected = huge(
      `--talentflowboundary\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\n\r\nPNG\r\n`,
    );
    const refused = await fetch(unexpected.request);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain('"photo" is not expected');
    expect(unexpected.read()).toBeLessThan(MB);
    expect((await api('GET', '/candidates')).body.totalCount).toBe(0);
  });

  it('keeps what it finds, whatever the name or the type the browser claimed', async () => {
    const jobId = await job();
    const png = await apply(
      jobId,
      { name: 'Pat', email: 'pat@example.com', answers: {} },
      { resume: [PNG_HEAD, 'photo.pdf', 'application/pdf'] },
    );
    expect(png.status).toBe(201);
    const text = await apply(
      jobId,
      { name: 'Tex', email: 'tex@example.com', answers: {} },
      { resume: [new TextEncoder().encode('Plain résumé\nLine two\n'), '../../etc/cv.txt'] },
    );
    expect(text.status).toBe(201);
    const files = (await api('GET', `/jobs/${jobId}/responses`)).body.flatMap(
      (r: { files: unknown[] }) => r.files,
    );
    expect(files.map((f: { name: string; type: string }) => [f.name, f.type]).sort()).toEqual([
      ['cv.txt', 'text/plain; charset=utf-8'],
      // The name gets the extension of what it holds.
      ['photo.pdf.png', 'image/png'],
    ]);
  });

  it('stores names that cannot deceive: no direction characters, and an extension that matches the content', async () => {
    const jobId = await job();
    const sent = [
      [PDF, 'cv\u202Efdp.exe'],
      [new TextEncoder().encode('<html><script>alert(1)</script></html>\n'), 'page.html'],
      [PDF, '\u2067résumé\u2069.PDF'],
      [PNG_HEAD, '.'],
    ] as const;
    for (const [i, [bytes, name]] of sent.entries()) {
      const res = await apply(
        jobId,
        { name: `Applicant ${i}`, email: `a${i}@example.com`, answers: {} },
        { resume: [bytes, name] },
      );
      expect(res.status).toBe(201);
    }
    const files = (await api('GET', `/jobs/${jobId}/responses`)).body.flatMap(
      (r: { files: unknown[] }) => r.files,
    );
    expect(files.map((f: { name: string }) => f.name).sort()).toEqual([
      'cvfdp.exe.pdf',
      'file.png',
      'page.html.txt',
      'résumé.PDF',
    ]);
  });
});

describe('file-upload answers', () => {
  it('keep the file beside the answer, which is its name', async () => {
    const jobId = await job(FILE_QUESTIONS);
    const sent = await apply(
      jobId,
      { name: 'Ann', email: 'ann@example.com', answers: { why: 'Hot work' } },
      { 'answer:cv': [PDF, 'ann.pdf'] },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.response.answers).toEqual({ cv: 'ann.pdf', why: 'Hot work' });
    const [response] = (await api('GET', `/jobs/${jobId}/responses`)).body;
    expect(response.files).toEqual([
      {
        id: expect.any(Number),
        name: 'ann.pdf',
        type: 'application/pdf',
        size: PDF.length,
        questionId: 'cv',
      },
    ]);
    expect((await download(response.files[0].id)).bytes).toEqual([...PDF]);
  });

  it.each([
    [
      'a file for a question that takes text',
      { 'answer:why': [PDF, 'a.pdf'] },
      /Question "Why us\?" does not take a file\./,
    ],
    [
      'a file for no question of the assessment',
      { 'answer:nope': [PDF, 'a.pdf'] },
      /not in this assessment: "nope"/,
    ],
    ['no file for a required file question', {}, /Answer to "Your CV": This field is required/],
  ] as const)('refuses %s and writes nothing', async (_, files, message) => {
    const jobId = await job(FILE_QUESTIONS);
    const before = await snapshotDb();
    const res = await apply(
      jobId,
      { name: 'Ann', email: 'ann@example.com', answers: {} },
      files as never,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await snapshotDb()).toEqual(before);
  });

  it('refuses a form without its application, or with fields it does not know', async () => {
    const jobId = await job(FILE_QUESTIONS);
    const form = new FormData();
    form.append('other', 'x');
    const res = await fetch(`http://localhost/api/assessments/${jobId}/submit`, {
      method: 'POST',
      body: form,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/"other" is not expected/);
  });
});

describe('closed jobs', () => {
  it('refuse applications with 409 and a clear message, and write nothing', async () => {
    const jobId = await job();
    await api('PATCH', `/jobs/${jobId}`, { status: 'archived' });
    const before = await snapshotDb();
    const json = await api('POST', `/assessments/${jobId}/submit`, {
      name: 'Late',
      email: 'late@example.com',
      answers: {},
    });
    expect(json.status).toBe(409);
    expect(json.body.error).toEqual({
      code: 'job_closed',
      message: 'This job is closed and no longer accepts applications.',
    });
    const form = await apply(
      jobId,
      { name: 'Late', email: 'late@example.com', answers: {} },
      { resume: [PDF, 'cv.pdf'] },
    );
    expect(form.status).toBe(409);
    expect(await snapshotDb()).toEqual(before);
  });
});

describe('files in backups and erasure', () => {
  it('are exported in base64 and restored byte for byte; erased with their candidate', async () => {
    const jobId = await job();
    const sent = await apply(
      jobId,
      { name: 'Ada', email: 'ada@example.com', answers: {} },
      { resume: [PDF, 'cv.pdf'] },
    );
    const candidate = sent.body.candidate.id;
    const backup = (await api('GET', '/backup')).body;
    expect(backup.version).toBe(BACKUP_VERSION);
    expect(backup.tables.files).toEqual([
      expect.objectContaining({
        candidateId: candidate,
        jobId,
        name: 'cv.pdf',
        size: PDF.length,
        content: btoa(String.fromCharCode(...PDF)),
      }),
    ]);
    const fileId = backup.tables.files[0].id;

    expect((await api('DELETE', `/candidates/${candidate}`)).status).toBe(204);
    expect((await download(fileId)).response.status).toBe(404);
    expect(JSON.stringify((await api('GET', '/backup')).body.tables.files)).toBe('[]');

    const restored = await api('POST', '/backup/restore', backup);
    expect(restored.status).toBe(200);
    expect(restored.body.restored.files).toBe(1);
    expect((await download(fileId)).bytes).toEqual([...PDF]);
  });

  it('refuses a backup whose file does not match its size or points nowhere', async () => {
    const jobId = await job();
    await apply(
      jobId,
      { name: 'Ada', email: 'ada@example.com', answers: {} },
      { resume: [PDF, 'cv.pdf'] },
    );
    const backup = (await api('GET', '/backup')).body;
    const [file] = backup.tables.files;
    const wrongSize = await api('POST', '/backup/restore', {
      ...backup,
      tables: { ...backup.tables, files: [{ ...file, size: 3 }] },
    });
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.error.message).toMatch(
      /^This backup cannot be restored: the content of file \d+ is not 3 bytes long, as its size says\.$/,
    );
    const orphan = await api('POST', '/backup/restore', {
      ...backup,
      tables: { ...backup.tables, files: [{ ...file, responseId: 999 }] },
    });
    expect(orphan.status).toBe(400);
    expect(orphan.body.error.message).toMatch(
      /^This backup cannot be restored: file \d+ belongs to response 999, which is not in the file\.$/,
    );
  });

  it('checks a restored file by the rules of an upload: its content, type and name', async () => {
    const jobId = await job();
    await apply(
      jobId,
      { name: 'Ada', email: 'ada@example.com', answers: {} },
      { resume: [PDF, 'cv.pdf'] },
    );
    const backup = (await api('GET', '/backup')).body;
    const [file] = backup.tables.files;
    const before = await snapshotDb();
    const restoreWith = (changes: Record<string, unknown>) =>
      api('POST', '/backup/restore', {
        ...backup,
        tables: { ...backup.tables, files: [{ ...file, ...changes }] },
      });
    const html = new TextEncoder().encode('<html><body onload="steal()">Hi</body></html>');
    const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    const evil = await restoreWith({
      name: '../../../evil.html',
      type: 'application/pdf',
      size: html.length,
      content: base64(html),
    });
    expect(evil.status).toBe(400);
    expect(evil.body.error.message).toBe(
      `This backup cannot be restored: file ${file.id} (“../../../evil.html”) does not hold what its type says (application/pdf): TalentFlow keeps only files whose content is their type.`,
    );
    const folders = await restoreWith({ name: '../cv.pdf' });
    expect(folders.status).toBe(400);
    expect(folders.body.error.message).toContain('has folders, control or direction characters');
    const flipped = await restoreWith({ name: 'cv\u202Efdp.exe' });
    expect(flipped.status).toBe(400);
    expect(await snapshotDb()).toEqual(before);
    // An extension that does not match is put right, as an upload's would be.
    const renamed = await restoreWith({ name: 'cv.html' });
    expect(renamed.status).toBe(200);
    expect((await snapshotDb()).files.map((f) => f.name)).toEqual(['cv.html.pdf']);
  });
});

describe("the job's résumé setting", () => {
  const withResume = (resume: 'optional' | 'required' | 'off') => ({ ...FILE_QUESTIONS, resume });
  const application = { name: 'Cy', email: 'cy@example.com', answers: {} };
  const cv = { 'answer:cv': [PDF, 'cv.pdf', 'application/pdf'] as [Uint8Array, string, string] };

  it('takes a résumé beside the questions, optional by default', async () => {
    const jobId = await job(FILE_QUESTIONS);
    const sent = await apply(jobId, application, { ...cv, resume: [PDF, 'resume.pdf'] });
    expect(sent.status).toBe(201);
    const [response] = (await api('GET', `/candidates/${sent.body.candidate.id}/responses`)).body;
    expect(response.files.map((f: { name: string }) => f.name).sort()).toEqual([
      'cv.pdf',
      'resume.pdf',
    ]);
    expect((await apply(jobId, { ...application, email: 'dee@example.com' }, cv)).status).toBe(201);
  });

  it('refuses an application without one when the job requires it, and writes nothing', async () => {
    const jobId = await job(withResume('required'));
    expect((await api('GET', `/jobs/${jobId}/assessment`)).body.structure.resume).toBe('required');
    const before = await snapshotDb();
    const refused = await apply(jobId, application, cv);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('This job asks for a résumé: attach one.');
    expect(await snapshotDb()).toEqual(before);
    expect((await apply(jobId, application, { ...cv, resume: [PDF, 'r.pdf'] })).status).toBe(201);
  });

  it('refuses a résumé when the job does not ask for one, and writes nothing', async () => {
    const jobId = await job(withResume('off'));
    const before = await snapshotDb();
    const refused = await apply(jobId, application, { ...cv, resume: [PDF, 'r.pdf'] });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('This job does not ask for a résumé.');
    expect(await snapshotDb()).toEqual(before);
    expect((await apply(jobId, application, cv)).status).toBe(201);
  });

  it('refuses a setting it does not know', async () => {
    const jobId = await job();
    const res = await api('PUT', `/jobs/${jobId}/assessment`, {
      ...FILE_QUESTIONS,
      resume: 'maybe',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/"resume": must be one of optional, required, off\./);
  });
});

/** A résumé attached on a profile: POST /api/candidates/:id/files, a form with one `file`. */
async function attach(candidateId: number | string, parts: Array<[string, Uint8Array, string]>) {
  const form = new FormData();
  for (const [field, bytes, name] of parts)
    form.append(field, new File([bytes as Uint8Array<ArrayBuffer>], name));
  const response = await fetch(`http://localhost/api/candidates/${candidateId}/files`, {
    method: 'POST',
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('a résumé attached on the profile', () => {
  async function handAdded() {
    const jobId = await job();
    const made = await api('POST', '/candidates', {
      name: 'Hana Hand',
      email: 'hana@example.com',
      jobId,
      source: 'referral',
    });
    expect(made.status).toBe(201);
    return { jobId, candidateId: made.body.id as number };
  }

  it('keeps each upload beside the application’s résumé, listed oldest first with its date, and downloads the same bytes', async () => {
    const jobId = await job();
    const sent = await apply(
      jobId,
      { name: 'Ada', email: 'ada@example.com', answers: {} },
      { resume: [PDF, 'applied.pdf'] },
    );
    const candidateId = sent.body.candidate.id;
    const before = Date.now();
    const first = await attach(candidateId, [['file', PNG_HEAD, 'scan.png']]);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      jobId,
      name: 'scan.png',
      type: 'image/png',
      size: PNG_HEAD.length,
      createdAt: expect.any(String),
      // Its text is read for search in the background.
      textStatus: 'pending',
    });
    expect(Date.parse(first.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const second = await attach(candidateId, [['file', PDF, 'newer.pdf']]);
    expect(second.status).toBe(201);

    const listed = await api('GET', `/candidates/${candidateId}/files`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((f: { name: string }) => f.name)).toEqual([
      'applied.pdf',
      'scan.png',
      'newer.pdf',
    ]);
    expect(listed.body[0]).toMatchObject({ jobId, responseId: expect.any(Number) });
    expect(listed.body[1]).toEqual(first.body);
    expect((await download(second.body.id)).bytes).toEqual([...PDF]);
    // The application's answers list only the file it was sent with.
    const responses = (await api('GET', `/candidates/${candidateId}/responses`)).body;
    expect(responses[0].files.map((f: { name: string }) => f.name)).toEqual(['applied.pdf']);
  });

  it('gives a candidate added by hand a résumé; refuses what an application would refuse, writing nothing', async () => {
    const { candidateId } = await handAdded();
    expect((await api('GET', `/candidates/${candidateId}/files`)).body).toEqual([]);
    const refusals = [
      await attach(candidateId, [['file', EXE, 'cv.pdf']]),
      await attach(candidateId, [['file', new Uint8Array(0), 'empty.pdf']]),
      await attach(candidateId, [['resume', PDF, 'cv.pdf']]),
      await attach(candidateId, [
        ['file', PDF, 'one.pdf'],
        ['file', PDF, 'two.pdf'],
      ]),
      await attach(candidateId, []),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(refusals[0]!.body.error.message).toContain('cv.pdf');
    expect(refusals[2]!.body.error.message).toContain('"resume" is not expected');
    const json = await api('POST', `/candidates/${candidateId}/files`, { file: 'cv.pdf' });
    expect(json.status).toBe(400);
    expect((await snapshotDb()).files).toEqual([]);

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await attach(candidateId, [['file', big, 'big.pdf']]);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.message).toBe(FILE_TOO_LARGE_MESSAGE);

    const kept = await attach(candidateId, [['file', PDF, 'cv.pdf']]);
    expect(kept.status).toBe(201);
    expect((await api('GET', `/candidates/${candidateId}/files`)).body).toEqual([kept.body]);
  });

  it('answers 404 for a candidate that does not exist, and 400 for an id that is not one', async () => {
    expect((await attach(9999, [['file', PDF, 'cv.pdf']])).status).toBe(404);
    expect((await api('GET', '/candidates/9999/files')).status).toBe(404);
    expect((await api('GET', '/candidates/abc/files')).status).toBe(400);
    expect((await snapshotDb()).files).toEqual([]);
  });

  it('goes into backups without a response, comes back from them, and is erased with its candidate', async () => {
    const { candidateId } = await handAdded();
    const kept = (await attach(candidateId, [['file', PDF, 'cv.pdf']])).body;
    const backup = (await api('GET', '/backup')).body;
    expect(backup.tables.files).toEqual([
      expect.not.objectContaining({ responseId: expect.anything() }),
    ]);
    expect((await api('DELETE', `/candidates/${candidateId}`)).status).toBe(204);
    expect((await snapshotDb()).files).toEqual([]);
    expect((await api('POST', '/backup/restore', backup)).status).toBe(200);
    expect((await api('GET', `/candidates/${candidateId}/files`)).body).toEqual([kept]);
    expect((await download(kept.id)).bytes).toEqual([...PDF]);
  });
});
