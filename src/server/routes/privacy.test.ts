import { api, snapshotDb, write } from '@/test/api';
import { jobWithAssessment, ONE_QUESTION } from '@/test/builders';

/** The applicant's side of privacy: the status link, their data, withdrawal, export and retention. */

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n',
);
const RESUME = { ...ONE_QUESTION, resume: 'optional' as const };

async function apply(jobId: number, name: string, email: string, why = 'Because.') {
  const form = new FormData();
  form.append('application', JSON.stringify({ name, email, answers: { q1: why } }));
  form.append('resume', new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
  const response = await fetch(`http://localhost/api/assessments/${jobId}/submit`, {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { candidate: { id: number }; statusUrl: string };
}

/** The API path of a status link (its token), from the URL the application answered. */
const linkPath = (statusUrl: string) => {
  const { pathname } = new URL(statusUrl);
  expect(pathname).toMatch(/^\/my-application\/[A-Za-z0-9_-]{43}$/);
  return pathname;
};

describe('the private status link', () => {
  it('answers every application with a link that shows the job, the date and a status in the applicant’s words', async () => {
    const job = await jobWithAssessment(RESUME, { title: 'Nurse' });
    const { candidate, statusUrl } = await apply(job.id, 'Ann Applicant', 'ann@example.com');
    expect(new URL(statusUrl).origin).toBe('http://localhost');
    const path = linkPath(statusUrl);
    const seen = await api('GET', path);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      job: { id: job.id, title: 'Nurse' },
      appliedAt: expect.any(String),
      status: 'received',
    });
    // Nothing internal: no stage, notes, members or scores, whatever happens to them.
    await api('POST', `/candidates/${candidate.id}/notes`, { text: 'Secret opinion' });
    for (const [stage, status] of [
      ['screen', 'in_review'],
      ['offer', 'in_review'],
      ['rejected', 'closed'],
      ['hired', 'hired'],
    ] as const) {
      expect((await api('PATCH', `/candidates/${candidate.id}`, { stage })).status).toBe(200);
      const now = await api('GET', path);
      expect(now.body.status).toBe(status);
      expect(Object.keys(now.body).sort()).toEqual(['appliedAt', 'job', 'status']);
      expect(JSON.stringify(now.body)).not.toMatch(/Secret|offer|screen|rejected/);
    }
    await api('PATCH', `/candidates/${candidate.id}`, { stage: 'tech' });
    await api('PATCH', `/jobs/${job.id}`, { status: 'archived' });
    expect((await api('GET', path)).body.status).toBe('closed');
  });

  it('is 404 for a wrong or made-up token, with the same answer', async () => {
    const job = await jobWithAssessment(RESUME);
    const { statusUrl } = await apply(job.id, 'Ann Applicant', 'ann@example.com');
    const path = linkPath(statusUrl);
    const wrong = await api('GET', `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`);
    const garbage = await api('GET', '/my-application/not-a-token');
    for (const answer of [wrong, garbage]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toMatch(/does not open an application/);
    }
    expect((await api('GET', `/my-application/x/data`)).status).toBe(404);
  });

  it('downloads what the applicant gave: name, email, phone, answers and the names of their files', async () => {
    const job = await jobWithAssessment(RESUME, { title: 'Nurse' });
    const { candidate, statusUrl } = await apply(job.id, 'Ann Applicant', 'ann@example.com');
    await api('PATCH', `/candidates/${candidate.id}`, { phone: '+44 20 7946 0000' });
    const response = await fetch(`http://localhost/api${linkPath(statusUrl)}/data`);
    expect(response.headers.get('Content-Disposition')).toMatch(/attachment/);
    expect(await response.json()).toEqual({
      job: { id: job.id, title: 'Nurse' },
      name: 'Ann Applicant',
      email: 'ann@example.com',
      phone: '+44 20 7946 0000',
      applications: [
        {
          submittedAt: expect.any(String),
          answers: [{ question: 'Why us?', answer: 'Because.' }],
          files: [{ name: 'cv.pdf', type: 'application/pdf', size: PDF.length }],
        },
      ],
    });
  });

  it('gives a later submission under a known email a link to that submission alone', async () => {
    const job = await jobWithAssessment(RESUME);
    const first = await apply(job.id, 'Ann Applicant', 'ann@example.com', 'Mine.');
    await api('PATCH', `/candidates/${first.candidate.id}`, { stage: 'offer' });
    // Someone else types Ann's email.
    const other = await apply(job.id, 'Mallory', 'ann@example.com', 'Not hers.');
    expect(other.candidate.id).toBe(first.candidate.id);
    const path = linkPath(other.statusUrl);
    expect((await api('GET', path)).body.status).toBe('received');
    const data = (await api('GET', `${path}/data`)).body;
    expect(data).not.toHaveProperty('name');
    expect(JSON.stringify(data)).not.toMatch(/Mine|Ann Applicant/);
    expect(data.applications).toEqual([
      expect.objectContaining({ answers: [{ question: 'Why us?', answer: 'Not hers.' }] }),
    ]);
    // Ann's own link does not show what was sent in her name.
    const hers = (await api('GET', `${linkPath(first.statusUrl)}/data`)).body;
    expect(hers.applications.map((a: { answers: unknown[] }) => a.answers)).toEqual([
      [{ question: 'Why us?', answer: 'Mine.' }],
    ]);

    // Withdrawing it erases that submission only: it is all its sender can reach.
    expect((await api('POST', `${path}/withdraw`, { confirm: true })).status).toBe(204);
    expect((await api('GET', path)).status).toBe(404);
    expect((await api('GET', `/candidates/${first.candidate.id}`)).body.stage).toBe('offer');
    const responses = (await api('GET', `/candidates/${first.candidate.id}/responses`)).body;
    expect(responses.map((r: { answers: { q1: string } }) => r.answers.q1)).toEqual(['Mine.']);
    expect((await api('GET', `/candidates/${first.candidate.id}/files`)).body).toHaveLength(1);
    expect((await api('GET', linkPath(first.statusUrl))).body.status).toBe('in_review');
  });
});

describe('status links after a merge', () => {
  it('leaves the merged-away applicant’s link with their own submission only', async () => {
    const job = await jobWithAssessment(RESUME);
    const a = await apply(job.id, 'Ann Applicant', 'ann@example.com', 'Mine.');
    await api('PATCH', `/candidates/${a.candidate.id}`, { phone: '+1 555 0100', stage: 'offer' });
    const b = await apply(job.id, 'Bea Other', 'bea@example.com', 'Hers.');
    const merged = await api('POST', `/candidates/${a.candidate.id}/merge`, {
      otherId: b.candidate.id,
    });
    expect(merged.status).toBe(200);
    // B's link reads B's own submission, never A's name, phone or answers…
    const path = linkPath(b.statusUrl);
    expect((await api('GET', path)).status).toBe(200);
    const data = (await api('GET', `${path}/data`)).body;
    expect(data).not.toHaveProperty('name');
    expect(data).not.toHaveProperty('phone');
    expect(JSON.stringify(data)).not.toMatch(/Mine|Ann Applicant|555/);
    expect(data.applications).toEqual([
      expect.objectContaining({ answers: [{ question: 'Why us?', answer: 'Hers.' }] }),
    ]);
    // …and withdraws that submission alone: A stays, with their own.
    expect((await api('POST', `${path}/withdraw`, { confirm: true })).status).toBe(204);
    expect((await api('GET', `/candidates/${a.candidate.id}`)).body).toMatchObject({
      name: 'Ann Applicant',
      stage: 'offer',
    });
    const responses = (await api('GET', `/candidates/${a.candidate.id}/responses`)).body;
    expect(responses.map((r: { answers: { q1: string } }) => r.answers.q1)).toEqual(['Mine.']);
    expect((await api('GET', `${linkPath(a.statusUrl)}/data`)).body.name).toBe('Ann Applicant');
  });
});

describe('withdrawal', () => {
  it('asks once more, then keeps the record: Rejected for “Withdrew”, interviews cancelled, counted in the reports', async () => {
    const job = await jobWithAssessment(RESUME);
    const { candidate, statusUrl } = await apply(job.id, 'Wendy Withdraw', 'wendy@example.com');
    await api('PATCH', `/candidates/${candidate.id}`, { stage: 'tech' });
    await api('POST', `/candidates/${candidate.id}/notes`, { text: 'About Wendy' });
    const interview = (
      await api('POST', `/candidates/${candidate.id}/interviews`, {
        planInterviewId: 'technical-interview',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        durationMinutes: 60,
        interviewerIds: [1],
      })
    ).body.interview;
    const path = linkPath(statusUrl);
    const before = await snapshotDb();

    for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const refused = await api('POST', `${path}/withdraw`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/confirm/);
    }
    expect(await snapshotDb()).toEqual(before);

    expect((await api('POST', `${path}/withdraw`, { confirm: true })).status).toBe(204);
    // The link still opens it, now withdrawn, with the data and the way to erase it.
    expect((await api('GET', path)).body.status).toBe('withdrawn');
    expect((await api('GET', `${path}/data`)).body.name).toBe('Wendy Withdraw');
    const again = await api('POST', `${path}/withdraw`, { confirm: true });
    expect([again.status, again.body.error.code]).toEqual([409, 'already_withdrawn']);
    // The team keeps the record: the profile, the note, the reason.
    const kept = (await api('GET', `/candidates/${candidate.id}`)).body;
    expect(kept).toMatchObject({ stage: 'rejected', withdrawnAt: expect.any(String) });
    expect((await api('GET', `/candidates/${candidate.id}/notes`)).body).toHaveLength(1);
    const timeline = (await api('GET', `/candidates/${candidate.id}/timeline`)).body;
    expect(timeline.slice(-2)).toEqual([
      expect.objectContaining({
        stage: 'rejected',
        reason: 'Withdrew',
        notes: 'Moved from tech to rejected: the applicant withdrew',
      }),
      expect.objectContaining({ notes: 'Technical interview cancelled: the candidate withdrew' }),
    ]);
    const interviews = (await api('GET', `/candidates/${candidate.id}/interviews`)).body.interviews;
    expect(interviews).toEqual([
      expect.objectContaining({ id: interview.id, status: 'cancelled' }),
    ]);
    const report = (await api('GET', `/reports?jobId=${job.id}`)).body;
    expect(report.withdrawals).toBe(1);
    expect(report.rejectionReasons).toEqual([
      expect.objectContaining({ reason: 'Withdrew', total: 1 }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api('GET', `/reports?to=2000-01-01`)).body.withdrawals).toBe(0);
    expect((await api('GET', `/reports?from=${today}`)).body.withdrawals).toBe(1);
    // Moved back by the team, they are in review again, no longer withdrawn.
    await api('PATCH', `/candidates/${candidate.id}`, { stage: 'screen' });
    expect((await api('GET', `/candidates/${candidate.id}`)).body).not.toHaveProperty(
      'withdrawnAt',
    );
    expect((await api('GET', path)).body.status).toBe('in_review');
  });

  it('refuses to withdraw an application the team closed already, which can still be erased', async () => {
    const job = await jobWithAssessment(RESUME);
    const { candidate, statusUrl } = await apply(job.id, 'Cleo Closed', 'cleo@example.com');
    await api('POST', `/candidates/${candidate.id}/reject`, { reason: 'Other' });
    const path = linkPath(statusUrl);
    const refused = await api('POST', `${path}/withdraw`, { confirm: true });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'already_closed']);
    expect((await api('GET', path)).body.status).toBe('closed');
    expect((await api('POST', `${path}/erase`, { confirm: true })).status).toBe(204);
    expect((await api('GET', path)).status).toBe(404);
  });
});

describe('erasure by the applicant', () => {
  it('asks once more, then erases everything about the applicant for that job, counted once as a withdrawal', async () => {
    const job = await jobWithAssessment(RESUME);
    const { candidate, statusUrl } = await apply(job.id, 'Erin Erase', 'erin@example.com');
    const kept = await apply(job.id, 'Kim Kept', 'kim@example.com');
    await api('POST', `/candidates/${candidate.id}/notes`, { text: 'About Erin' });
    const path = linkPath(statusUrl);
    const before = await snapshotDb();
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) {
      const refused = await api('POST', `${path}/erase`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/confirm/);
    }
    expect(await snapshotDb()).toEqual(before);
    // Withdrawn first, then erased: one withdrawal in the reports.
    expect((await api('POST', `${path}/withdraw`, { confirm: true })).status).toBe(204);
    expect((await api('POST', `${path}/erase`, { confirm: true })).status).toBe(204);
    expect((await api('GET', path)).status).toBe(404);
    expect((await api('POST', `${path}/erase`, { confirm: true })).status).toBe(404);
    expect((await api('POST', `${path}/withdraw`, { confirm: true })).status).toBe(404);
    const after = await snapshotDb();
    expect(JSON.stringify(after)).not.toMatch(/erin|Erin/i);
    expect(after.candidates.map((c) => c.id)).toEqual([kept.candidate.id]);
    expect((await api('GET', `/reports?jobId=${job.id}`)).body.withdrawals).toBe(1);
  });
});

describe('one person across jobs', () => {
  async function twoJobs() {
    const nurse = await jobWithAssessment(RESUME, { title: 'Nurse' });
    const porter = await jobWithAssessment(RESUME, { title: 'Porter' });
    const a = await apply(nurse.id, 'Pat Person', 'pat@example.com');
    const b = await apply(porter.id, 'Pat P.', 'pat@example.com');
    const other = await apply(porter.id, 'Olga Other', 'olga@example.com');
    await api('POST', `/candidates/${b.candidate.id}/notes`, { text: 'Pat is strong.' });
    return { a: a.candidate.id, b: b.candidate.id, other: other.candidate.id };
  }

  it('exports everything held on the person, on every job, with files in base64', async () => {
    const { a, b } = await twoJobs();
    const response = await fetch(`http://localhost/api/candidates/${a}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/attachment/);
    const exported = await response.json();
    expect(exported.email).toBe('pat@example.com');
    expect(exported.applications.map((x: { candidate: { id: number } }) => x.candidate.id)).toEqual(
      [a, b],
    );
    const second = exported.applications[1];
    expect(second.job.title).toBe('Porter');
    expect(second.notes.map((n: { text: string }) => n.text)).toEqual(['Pat is strong.']);
    expect(second.responses).toHaveLength(1);
    expect(second.timeline.length).toBeGreaterThan(0);
    expect(second.files).toEqual([
      expect.objectContaining({ name: 'cv.pdf', content: Buffer.from(PDF).toString('base64') }),
    ]);
    expect(JSON.stringify(exported)).not.toMatch(/Olga/);
    expect((await api('GET', '/candidates/999999/export')).status).toBe(404);
  });

  it('erases the person, every candidate of their email, when asked; one application by default', async () => {
    const { a, b, other } = await twoJobs();
    const bad = await api('DELETE', `/candidates/${a}?scope=everyone`);
    expect(bad.status).toBe(400);
    const erased = await api('DELETE', `/candidates/${a}?scope=person`);
    expect(erased).toEqual({ status: 200, body: { erased: 2 } });
    const after = await snapshotDb();
    expect(after.candidates.map((c) => c.id)).toEqual([other]);
    expect(JSON.stringify(after)).not.toMatch(/pat@|Pat /);
    expect((await api('GET', '/candidates?search=pat')).body.totalCount).toBe(0);
    expect((await api('GET', `/candidates/${b}`)).status).toBe(404);
  });
});

describe('retention', () => {
  const OLD = '2023-01-10T09:00:00.000Z';

  /** Candidates restored from a backup with their old dates, beside fresh applicants. */
  async function restoredWithOldDates() {
    const open = await jobWithAssessment(RESUME, { title: 'Open' });
    const backup = (await api('GET', '/backup')).body;
    const archived = {
      ...backup.tables.jobs[0],
      id: 90,
      title: 'Closed',
      slug: 'closed',
      status: 'archived',
      order: 9,
    };
    const people = [
      [91, 'Old Rejected', 'rejected', open.id],
      [92, 'Old Active', 'tech', open.id],
      [93, 'Old Closed', 'screen', 90],
    ] as const;
    const restored = await api('POST', '/backup/restore', {
      ...backup,
      tables: {
        ...backup.tables,
        jobs: [...backup.tables.jobs, archived],
        candidates: people.map(([id, name, stage, jobId]) => ({
          id,
          name,
          email: `${id}@example.com`,
          stage,
          jobId,
        })),
        timeline: people.map(([id, , stage]) => ({
          id,
          candidateId: id,
          date: OLD,
          stage,
          notes: 'Moved',
        })),
        notes: [{ id: 1, candidateId: 92, text: 'Old note', createdAt: OLD }],
      },
    });
    expect(restored.status).toBe(200);
    // Restored rows keep their dates.
    expect((await api('GET', '/candidates/91/timeline')).body[0].date).toBe(OLD);
    expect((await api('GET', '/candidates/92/notes')).body[0].createdAt).toBe(OLD);
    const fresh = await apply(open.id, 'Fresh Rejected', 'fresh@example.com');
    await api('PATCH', `/candidates/${fresh.candidate.id}`, { stage: 'rejected' });
    return { open: open.id, fresh: fresh.candidate.id };
  }

  it('keeps everyone while no period is set', async () => {
    await restoredWithOldDates();
    expect((await api('GET', '/retention/preview')).body).toEqual({
      candidates: [],
      count: 0,
      retentionMonths: null,
      lastRun: null,
    });
    expect((await api('POST', '/retention/run')).body).toEqual({ erased: 0 });
    expect((await snapshotDb()).candidates).toHaveLength(4);
  });

  it('lists, then erases, exactly the rejected and closed-job candidates idle for longer than the period', async () => {
    const { fresh } = await restoredWithOldDates();
    const privacy = (await api('GET', '/settings/privacy')).body;
    await api('PUT', '/settings/privacy', {
      noticeText: privacy.noticeText,
      noticeUrl: null,
      consentRequired: false,
      retentionMonths: 24,
    });
    const preview = (await api('GET', '/retention/preview')).body;
    expect(preview).toEqual({
      candidates: [
        {
          id: 91,
          name: 'Old Rejected',
          jobId: expect.any(Number),
          stage: 'rejected',
          lastActivityAt: OLD,
        },
        { id: 93, name: 'Old Closed', jobId: 90, stage: 'screen', lastActivityAt: OLD },
      ],
      count: 2,
      retentionMonths: 24,
      lastRun: null,
    });
    expect((await api('POST', '/retention/run')).body).toEqual({ erased: 2 });
    const left = (await snapshotDb()).candidates.map((c) => c.id).sort((x, y) => x - y);
    expect(left).toEqual([92, fresh]);
    const after = (await api('GET', '/retention/preview')).body;
    expect(after).toMatchObject({
      candidates: [],
      count: 0,
      lastRun: { erased: 2, at: expect.any(String) },
    });
    expect((await api('POST', '/retention/run')).body).toEqual({ erased: 0 });
  });

  it('erases in batches, and two runs at once erase each candidate once', async () => {
    const job = await jobWithAssessment(RESUME);
    const due = await write(async (tx) => {
      const made = await tx.candidates.insertMany(
        Array.from({ length: 150 }, (_, i) => ({
          name: `Due ${i}`,
          email: `due${i}@example.com`,
          stage: 'rejected' as const,
          jobId: job.id,
        })),
      );
      await tx.timeline.insertMany(
        made.map((c) => ({
          candidateId: c.id,
          date: OLD,
          stage: 'rejected' as const,
          notes: 'Moved',
        })),
      );
      return made.length;
    });
    await api('PUT', '/settings/privacy', {
      noticeText: '',
      noticeUrl: null,
      consentRequired: false,
      retentionMonths: 12,
    });
    expect((await api('GET', '/retention/preview')).body.count).toBe(due);
    const runs = await Promise.all([api('POST', '/retention/run'), api('POST', '/retention/run')]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    expect(runs[0]!.body.erased + runs[1]!.body.erased).toBe(due);
    expect((await snapshotDb()).candidates).toEqual([]);
  });
});

describe('GET /api/candidates/:id/applications', () => {
  it('lists the person’s other applications by email, without this one', async () => {
    const nurse = await jobWithAssessment(RESUME, { title: 'Nurse' });
    const porter = await jobWithAssessment(RESUME, { title: 'Porter' });
    const first = await apply(nurse.id, 'Pat Person', 'pat@example.com');
    const second = await apply(porter.id, 'Pat P.', ' PAT@Example.com ');
    await apply(porter.id, 'Olga Other', 'olga@example.com');
    const listed = await api('GET', `/candidates/${first.candidate.id}/applications`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      applications: [
        expect.objectContaining({ id: second.candidate.id, jobId: porter.id, stage: 'applied' }),
      ],
    });
    expect(
      (await api('GET', `/candidates/${second.candidate.id}/applications`)).body.applications.map(
        (c: { id: number }) => c.id,
      ),
    ).toEqual([first.candidate.id]);
    expect((await api('GET', '/candidates/999999/applications')).status).toBe(404);
    expect((await api('GET', '/candidates/x/applications')).status).toBe(400);
  });
});
