import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import postgres from 'postgres';
import { startPrivatePostgres } from '../../scripts/private-postgres.mjs';
import { expect, expectAccessible, shot, test } from '../fixtures';
import {
  candidateCard,
  column,
  columnCount,
  dragButtonName,
  type Candidate,
  type Stage,
} from '../support/candidates';
import { openEventStream, type EventStream } from '../support/event-stream';
import { ADMIN, need, startTeamServer, teamApi, type TeamServer } from '../support/team-server';
import { type Account, type StorageState, openContext, sessionState } from '../support/team-ui';

/** How many of one member's requests a team server works on at once (src/server/team/index.ts). */
const MEMBER_CONCURRENCY = 4;

/**
 * Live updates across a team of two server instances: two `node dist-server/main.js` processes on
 * one PostgreSQL of their own (so a test can stop and start it), with the sample data. A change
 * committed through either instance reaches the event streams of both; members' browsers follow
 * each other's work without reloading; bursts of writes are stored and announced once each;
 * simultaneous reorders cannot both win; an outage of the database is answered, not waited out,
 * and both instances recover by themselves; SIGTERM finishes what is in flight.
 *
 * The tests run in order and share the servers (made in beforeAll, stopped in afterAll).
 */
test.describe.configure({ mode: 'serial', retries: 0 });

const SHOTS = 'test-results/live-shots';
mkdirSync(SHOTS, { recursive: true });

const RECRUITER: Account = {
  name: 'Rita Recruiter',
  email: 'rita@example.com',
  password: 'rita has a long password',
};
const APPLICANT = { name: 'Grace Hopper', email: 'grace.hopper@example.com' };
/** A one-question assessment put on the job the board shows, so an applicant can apply to it. */
const ASSESSMENT = {
  title: 'Live application',
  sections: [
    {
      id: 's1',
      title: 'About you',
      questions: [{ id: 'q1', type: 'short-text', label: 'Why this job?', required: false }],
    },
  ],
};
/**
 * How soon another member's change must be on screen: a second or two on a quiet machine; the CI's
 * two cores, running two servers, PostgreSQL and another spec beside this one, have taken over 5 s.
 */
const FOLLOW_MS = 10_000;

let database: Awaited<ReturnType<typeof startPrivatePostgres>> | undefined;
let a: TeamServer | undefined;
let b: TeamServer | undefined;
let adminCookie: string | undefined;
let recruiterCookie: string | undefined;
/** What afterAll undoes, even when a test failed half-way (streams, locks, connections). */
const cleanups: Array<() => unknown> = [];
/** The job the boards are filtered by, and the candidate moved on them (from the board test). */
const board: { jobId?: number; candidate?: Candidate } = {};

const servers = () => ({ a: need(a, 'server A'), b: need(b, 'server B') });
const admin = () => need(adminCookie, 'the admin session');
const recruiter = () => need(recruiterCookie, 'the recruiter session');

/** A browser's cookies for a session (cookies ignore ports, so it reaches both instances). */
const signedIn = (cookie: string): StorageState => sessionState(cookie);

/** Opens the event stream and waits for its first message, so nothing after this is missed. */
async function listen(server: TeamServer, cookie: string): Promise<EventStream> {
  const stream = await openEventStream(server, cookie);
  cleanups.push(() => stream.close());
  expect(stream.status).toBe(200);
  await stream.next((message) => message.event === 'ready');
  return stream;
}

async function stopServer(server: TeamServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGTERM');
  const kill = setTimeout(() => server.process.kill('SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(kill);
}

/** Settles as `promise` does, or fails naming `what` once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms.`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A mark on the page's window: still there later means the page was not reloaded in between. */
const setMarker = (page: Page) =>
  page.evaluate(() => void ((window as unknown as { __marker?: number }).__marker = 1));
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

const savedNote = (page: Page, text: string) =>
  page
    .getByRole('list', { name: 'Saved notes, newest first' })
    .getByRole('listitem')
    .filter({ hasText: text });

async function candidates(query: string): Promise<Candidate[]> {
  const answer = await teamApi(servers().a, 'GET', `/candidates?pageSize=1000&${query}`, {
    cookie: admin(),
  });
  expect(answer.status).toBe(200);
  return answer.body.candidates as Candidate[];
}

async function move(server: TeamServer, id: number, stage: Stage) {
  const moved = await teamApi(server, 'PATCH', `/candidates/${id}`, {
    cookie: admin(),
    body: { stage },
  });
  expect(moved.status).toBe(200);
}

test.beforeAll(async () => {
  database = await startPrivatePostgres();
  // Ten connections each: the SIGTERM test holds ten requests inside PostgreSQL at once.
  const env = { DATABASE_URL: database.url, TALENTFLOW_DEMO: '1', TALENTFLOW_POOL_SIZE: '10' };
  // One after the other: the first makes the schema and seeds the sample data, the second finds them.
  a = await startTeamServer(env);
  b = await startTeamServer(env);
  expect(a.url).not.toBe(b.url);

  const setup = await teamApi(a, 'POST', '/auth/setup', { body: ADMIN });
  expect(setup.status).toBe(201);
  adminCookie = setup.cookie;
  const invitation = await teamApi(a, 'POST', '/invitations', {
    cookie: admin(),
    body: { email: RECRUITER.email, role: 'recruiter' },
  });
  expect(invitation.status).toBe(201);
  // Accepted on the other instance: the invitation is in the shared database.
  const joined = await teamApi(b, 'POST', `/invitations/${invitation.body.token}/accept`, {
    body: { name: RECRUITER.name, password: RECRUITER.password },
  });
  expect(joined.status).toBe(201);
  expect(joined.body.user).toMatchObject({ email: RECRUITER.email, role: 'recruiter' });
  recruiterCookie = joined.cookie;
});

test.afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch {
      // Already undone.
    }
  }
  await Promise.all([stopServer(a), stopServer(b)]);
  database?.destroy();
});

test('a change made through one instance reaches the streams of both; without a session the stream is 401', async () => {
  const { a, b } = servers();
  for (const server of [a, b]) {
    const anonymous = await teamApi(server, 'GET', '/events');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthenticated');
  }

  const onB = await listen(b, recruiter());
  const onA = await listen(a, admin());
  const instance = (stream: EventStream) => {
    const ready = stream.messages[0]!;
    expect(ready.event).toBe('ready');
    const { instance: id } = JSON.parse(ready.data) as { instance: string };
    expect(ready.id).toMatch(new RegExp(`^${id}-\\d+$`));
    return id;
  };
  const instanceA = instance(onA);
  const instanceB = instance(onB);
  expect(instanceA).not.toBe(instanceB);

  const [candidate] = await candidates('stage=applied');
  await move(a, candidate!.id, 'tech');
  const expected = {
    entity: 'candidate',
    action: 'moved',
    id: candidate!.id,
    jobId: candidate!.jobId,
    stage: 'tech',
    stageId: 'tech',
  };
  for (const [stream, id] of [
    [onB, instanceB],
    [onA, instanceA],
  ] as const) {
    const change = await stream.next(
      (message) => message.event === 'change' && JSON.parse(message.data).id === candidate!.id,
      FOLLOW_MS,
    );
    expect(JSON.parse(change.data)).toEqual(expected);
    expect(change.id).toMatch(new RegExp(`^${id}-\\d+$`));
  }
  onA.close();
  onB.close();
});

test('members on two instances follow each other: a keyboard move, a note and an application show up without reload; two tabs share one stream', async ({
  browser,
}) => {
  const { a, b } = servers();
  // A job whose first Applied card lands near the top of Screen, so it is rendered there too.
  const jobs = (
    await teamApi(a, 'GET', '/jobs?page=1&pageSize=100&status=active', { cookie: admin() })
  ).body.jobs as Array<{ id: number; title: string }>;
  let best = Infinity;
  for (const job of jobs) {
    const [first] = await candidates(`jobId=${job.id}&stage=applied`);
    if (!first) continue;
    const above = (await candidates(`jobId=${job.id}&stage=screen`)).filter(
      (c) => c.id < first.id,
    ).length;
    if (above < best) {
      best = above;
      board.jobId = job.id;
      board.candidate = first;
    }
  }
  expect(best).toBeLessThan(5);
  const jobId = need(board.jobId, 'a job to show');
  const moving = need(board.candidate, 'a candidate to move');
  test.info().annotations.push({
    type: 'board',
    description: `job ${jobId}, ${moving.name} (${moving.id}) moved from Applied to Screen`,
  });
  const assessment = await teamApi(a, 'PUT', `/jobs/${jobId}/assessment`, {
    cookie: admin(),
    body: ASSESSMENT,
  });
  expect(assessment.status).toBe(200);

  // The recruiter's browser on B, counting its event stream requests across all its tabs.
  const rita = await openContext(browser, signedIn(recruiter()));
  const streamRequests: string[] = [];
  rita.context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/events') streamRequests.push(request.url());
  });
  const streamOpen = rita.context.waitForEvent(
    'response',
    (response) => new URL(response.url()).pathname === '/api/events',
  );
  const page = rita.page;
  await page.goto(`${b.url}/candidates?job=${jobId}`);
  await expect(candidateCard(page, moving.id, 'applied')).toBeVisible({ timeout: 20_000 });
  expect((await streamOpen).status()).toBe(200);
  await setMarker(page);

  // The admin on A moves the card with the keyboard.
  const ada = await openContext(browser, signedIn(admin()));
  await ada.page.goto(`${a.url}/candidates?job=${jobId}`);
  const card = candidateCard(ada.page, moving.id, 'applied');
  await expect(card).toBeVisible({ timeout: 20_000 });
  const live = ada.page.locator('[id^="DndLiveRegion"]');
  await card.getByRole('button', { name: dragButtonName(moving) }).focus();
  await ada.page.keyboard.press('Space');
  await expect(live).toHaveText(`Picked up ${moving.name} in applied.`);
  // dnd-kit measures the columns in the frames after the pick-up; an arrow before that finds none.
  await ada.page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await ada.page.keyboard.press('ArrowRight');
  await expect(live).toHaveText(`${moving.name} is over screen.`);
  await ada.page.keyboard.press('Space');
  await expect(live).toHaveText(`${moving.name} was moved from applied to screen.`);
  await expect(candidateCard(ada.page, moving.id)).not.toHaveAttribute('aria-busy', 'true');

  // B's board follows, without a reload.
  await expect(candidateCard(page, moving.id, 'screen')).toBeVisible({ timeout: FOLLOW_MS });
  await expect(candidateCard(page, moving.id, 'applied')).toHaveCount(0);
  expect(await marker(page)).toBe(1);
  await shot(page, `${SHOTS}/board-followed-move.png`);
  await expectAccessible(page);

  // A note written on A shows up on the profile open on B.
  await candidateCard(page, moving.id)
    .getByRole('link', { name: /View Profile/ })
    .click();
  await expect(page).toHaveURL(`${b.url}/candidates/${moving.id}`);
  await expect(page.getByRole('heading', { level: 1, name: moving.name })).toBeVisible();
  await expect(page.locator('.profile-stage')).toContainText('Screen');
  const firstNote = `Called ${moving.name}: free to start next month.`;
  const noted = await teamApi(a, 'POST', `/candidates/${moving.id}/notes`, {
    cookie: admin(),
    body: { text: firstNote },
  });
  expect(noted.status).toBe(201);
  await expect(savedNote(page, firstNote)).toHaveCount(1, { timeout: FOLLOW_MS });
  await expect(savedNote(page, firstNote)).toContainText(ADMIN.name);
  expect(await marker(page)).toBe(1);

  // A second tab of the same browser: it follows too, over the first tab's stream.
  const second = await rita.context.newPage();
  const secondErrors: string[] = [];
  second.on('pageerror', (error) => secondErrors.push(error.message));
  second.on('console', (message) => {
    if (message.type() === 'error') secondErrors.push(message.text());
  });
  await second.goto(`${b.url}/candidates/${moving.id}`);
  await expect(savedNote(second, firstNote)).toHaveCount(1, { timeout: 20_000 });
  const secondNote = 'References checked, all good.';
  expect(
    (
      await teamApi(a, 'POST', `/candidates/${moving.id}/notes`, {
        cookie: admin(),
        body: { text: secondNote },
      })
    ).status,
  ).toBe(201);
  await expect(savedNote(second, secondNote)).toHaveCount(1, { timeout: FOLLOW_MS });
  await expect(savedNote(page, secondNote)).toHaveCount(1, { timeout: FOLLOW_MS });
  expect(streamRequests).toEqual([`${b.url}/api/events`]);

  // Back on the board (in the page, no reload), an application made on A lands in Applied.
  await page.goBack();
  await expect(page).toHaveURL(`${b.url}/candidates?job=${jobId}`);
  await expect(candidateCard(page, moving.id, 'screen')).toBeVisible();
  const appliedBefore = await columnCount(page, 'applied');
  const application = await teamApi(a, 'POST', `/assessments/${jobId}/submit`, {
    body: { ...APPLICANT, answers: { q1: 'I like a board that keeps itself up to date.' } },
  });
  // An applicant is told only that it was received; a member finds the new candidate.
  expect(application).toMatchObject({ status: 201, body: { received: true } });
  const found = await teamApi(
    a,
    'GET',
    `/candidates?search=${encodeURIComponent(APPLICANT.email)}`,
    {
      cookie: admin(),
    },
  );
  const applicantId = found.body.candidates[0].id as number;
  await expect
    .poll(() => columnCount(page, 'applied'), { timeout: FOLLOW_MS })
    .toBe(appliedBefore + 1);
  // The newest id is last in its column: scroll there to have it rendered.
  await expect(async () => {
    await column(page, 'applied')
      .locator('.board-column-scroll')
      .evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(candidateCard(page, applicantId, 'applied')).toContainText(APPLICANT.name, {
      timeout: 500,
    });
  }).toPass({ timeout: FOLLOW_MS });
  expect(await marker(page)).toBe(1);
  expect(streamRequests).toEqual([`${b.url}/api/events`]);

  expect([...rita.errors, ...secondErrors, ...ada.errors]).toEqual([]);
  await rita.context.close();
  await ada.context.close();
});

test('200 notes written at once through both instances are each stored once and announced once', async () => {
  const { a, b } = servers();
  const stream = await listen(b, recruiter());
  const [candidate] = await candidates('stage=rejected');
  const id = candidate!.id;
  const before = (await teamApi(a, 'GET', `/candidates/${id}/notes`, { cookie: admin() })).body
    .length as number;

  const texts = Array.from({ length: 200 }, (_, i) => `Burst note ${i + 1}`);
  const written = await Promise.all(
    texts.map((text, i) =>
      i % 2 === 0
        ? teamApi(a, 'POST', `/candidates/${id}/notes`, { cookie: admin(), body: { text } })
        : teamApi(b, 'POST', `/candidates/${id}/notes`, { cookie: recruiter(), body: { text } }),
    ),
  );
  expect(written.map((answer) => answer.status)).toEqual(texts.map(() => 201));
  const ids = written.map((answer) => answer.body.id as number);
  expect(new Set(ids).size).toBe(200);

  const notes = (await teamApi(b, 'GET', `/candidates/${id}/notes`, { cookie: recruiter() }))
    .body as Array<{ id: number; text: string }>;
  expect(notes).toHaveLength(before + 200);
  const burst = notes.filter((note) => note.text.startsWith('Burst note '));
  expect(burst.map((note) => note.text).sort()).toEqual([...texts].sort());
  expect(burst.map((note) => note.id).sort((x, y) => x - y)).toEqual(
    [...ids].sort((x, y) => x - y),
  );

  const announced = () =>
    stream.changes().filter(({ change }) => change.entity === 'note' && change.candidateId === id);
  await expect.poll(() => announced().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(200);
  // One more change after the burst: once it is here, whatever the burst sent is here too.
  const last = await teamApi(a, 'PATCH', `/candidates/${id}`, {
    cookie: admin(),
    body: { stage: 'screen' },
  });
  expect(last.status).toBe(200);
  await stream.next(
    (message) => message.event === 'change' && JSON.parse(message.data).entity === 'candidate',
  );
  const events = announced();
  expect(events).toHaveLength(200);
  expect(events.every(({ change }) => change.action === 'added')).toBe(true);
  expect(events.map(({ change }) => change.id as number).sort((x, y) => x - y)).toEqual(
    [...ids].sort((x, y) => x - y),
  );
  expect(new Set(events.map((event) => event.id)).size).toBe(200);
  stream.close();
});

test('two reorders at once from the same stale view: one wins, the other is 409, and orders stay unique', async () => {
  const { a, b } = servers();
  const allJobs = async () => {
    const answer = await teamApi(a, 'GET', '/jobs?page=1&pageSize=100&status=all', {
      cookie: admin(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.jobs).toHaveLength(answer.body.totalCount);
    return answer.body.jobs as Array<{ id: number; order: number }>;
  };
  const swap = (first: { id: number; order: number }, second: { id: number; order: number }) => [
    { id: first.id, order: second.order },
    { id: second.id, order: first.order },
  ];
  const expectUniqueOrders = (jobs: Array<{ id: number; order: number }>) => {
    expect(new Set(jobs.map((job) => job.order)).size).toBe(jobs.length);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
  };

  for (let round = 0; round < 5; round += 1) {
    const view = await allJobs();
    const [j0, j1, j2] = view.slice(round * 3, round * 3 + 3) as [
      { id: number; order: number },
      { id: number; order: number },
      { id: number; order: number },
    ];
    // Both touch j1: whichever commits second no longer matches the orders it was built from.
    const [x, y] = await Promise.all([
      teamApi(a, 'PATCH', '/jobs/reorder', {
        cookie: admin(),
        body: { jobsToUpdate: swap(j0, j1) },
      }),
      teamApi(b, 'PATCH', '/jobs/reorder', {
        cookie: recruiter(),
        body: { jobsToUpdate: swap(j1, j2) },
      }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const lost = x.status === 409 ? x : y;
    expect(lost.body.error).toEqual({
      code: 'conflict',
      message: 'The job order changed since this list was loaded. Reload and try again.',
    });
    const after = await allJobs();
    expectUniqueOrders(after);
    const won = x.status === 200 ? swap(j0, j1) : swap(j1, j2);
    for (const { id, order } of won) expect(after.find((job) => job.id === id)?.order).toBe(order);
  }

  // Two reorders of different jobs from the same view do not conflict: both are kept.
  const view = await allJobs();
  const [k0, k1, , k3, k4] = view as Array<{ id: number; order: number }>;
  const both = await Promise.all([
    teamApi(a, 'PATCH', '/jobs/reorder', {
      cookie: admin(),
      body: { jobsToUpdate: swap(k0!, k1!) },
    }),
    teamApi(b, 'PATCH', '/jobs/reorder', {
      cookie: recruiter(),
      body: { jobsToUpdate: swap(k3!, k4!) },
    }),
  ]);
  expect(both.map((answer) => answer.status)).toEqual([200, 200]);
  const after = await allJobs();
  expectUniqueOrders(after);
  for (const { id, order } of [...swap(k0!, k1!), ...swap(k3!, k4!)])
    expect(after.find((job) => job.id === id)?.order).toBe(order);
});

test('a database outage is answered at once on both instances, and both recover by themselves; the board follows again', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { a, b } = servers();
  const pg = need(database, 'the database');
  const jobId = need(board.jobId, 'the job on the board');
  const moving = need(board.candidate, 'the moved candidate');

  // An outage may fail a request of the page (503); nothing else may go wrong.
  const rita = await openContext(browser, signedIn(recruiter()), {
    allow: [/^Failed to load resource: the server responded with a status of 503 /],
  });
  const streamOpen = rita.context.waitForEvent(
    'response',
    (response) => new URL(response.url()).pathname === '/api/events',
  );
  const page = rita.page;
  await page.goto(`${b.url}/candidates?job=${jobId}`);
  await expect(candidateCard(page, moving.id, 'screen')).toBeVisible({ timeout: 20_000 });
  expect((await streamOpen).status()).toBe(200);
  await setMarker(page);
  const stream = await listen(b, admin());

  const health = async (server: TeamServer) => {
    const response = await fetch(`${server.url}/api/health`, {
      signal: AbortSignal.timeout(8_000),
    });
    return { status: response.status, body: await response.json() };
  };
  const call = async (server: TeamServer, path: string, init: RequestInit = {}) => {
    const started = Date.now();
    const response = await fetch(`${server.url}/api${path}`, {
      ...init,
      headers: { Origin: server.url, Cookie: admin(), 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(8_000),
    });
    return { status: response.status, body: await response.json(), ms: Date.now() - started };
  };

  pg.stop();
  await expect
    .poll(async () => [(await health(a)).status, (await health(b)).status], { timeout: 5_000 })
    .toEqual([503, 503]);
  expect((await health(b)).body).toEqual({ status: 'unavailable' });
  for (const answer of [
    await call(b, `/candidates?pageSize=10&jobId=${jobId}`),
    await call(a, `/candidates/${moving.id}/notes`, {
      method: 'POST',
      body: JSON.stringify({ text: 'Written during the outage.' }),
    }),
  ]) {
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('storage_unavailable');
    expect(answer.body.error.message).toEqual(expect.any(String));
    expect(answer.body.error.message.length).toBeGreaterThan(0);
    expect(answer.ms).toBeLessThan(3_000);
  }
  for (const server of [a, b]) {
    expect(server.process.exitCode).toBeNull();
    expect(server.process.signalCode).toBeNull();
  }

  pg.start();
  await expect
    .poll(async () => [(await health(a)).status, (await health(b)).status], { timeout: 10_000 })
    .toEqual([200, 200]);
  // B listens again soon after PostgreSQL is back, and tells its streams that changes may have
  // been missed (a write committed before that is covered by the refresh, not announced).
  await stream.next((message) => message.event === 'refresh', 10_000);
  const written = await call(b, `/candidates/${moving.id}/notes`, {
    method: 'POST',
    body: JSON.stringify({ text: 'Written after the outage.' }),
  });
  expect(written.status).toBe(201);
  await stream.next(
    (message) => message.event === 'change' && JSON.parse(message.data).id === written.body.id,
  );

  // A move made on A reaches B's board again.
  await move(a, moving.id, 'applied');
  await expect(candidateCard(page, moving.id, 'applied')).toBeVisible({ timeout: 10_000 });
  await expect(candidateCard(page, moving.id, 'screen')).toHaveCount(0);
  expect(await marker(page)).toBe(1);
  for (const server of [a, b]) expect(server.process.exitCode).toBeNull();
  expect(rita.errors).toEqual([]);
  stream.close();
  await rita.context.close();
});

test('SIGTERM with a stream open and requests in flight: the stream ends cleanly, every request is answered, exit 0', async () => {
  const { a, b } = servers();
  const pg = need(database, 'the database');
  const jobId = need(board.jobId, 'the job on the board');
  const stream = await listen(b, recruiter());
  const targets = await candidates(`jobId=${jobId}&stage=applied`);
  expect(targets.length).toBeGreaterThanOrEqual(2);

  // The requests wait inside PostgreSQL behind a lock the test holds, so they are surely in flight.
  const sql = postgres(pg.url, { max: 2, onnotice: () => {} });
  cleanups.push(() => sql.end({ timeout: 1 }));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  cleanups.push(() => release());
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holding = sql.begin(async (tx) => {
    await tx`lock table candidates in access exclusive mode`;
    locked();
    await released;
  });
  await lockTaken;

  const call = (method: string, path: string, body?: unknown) =>
    teamApi(b, method, path, { cookie: recruiter(), body }).then(
      (answer) => ({ status: answer.status, body: answer.body }),
      (error: Error) => ({
        status: 0,
        body: `${error.message}: ${String((error.cause as Error)?.message)}`,
      }),
    );
  const requests = [
    ...['applied', 'screen', 'tech', 'offer', 'hired', 'rejected'].map((stage) =>
      call('GET', `/candidates?pageSize=1000&stage=${stage}`),
    ),
    call('PATCH', `/candidates/${targets[0]!.id}`, { stage: 'offer' }),
    call('PATCH', `/candidates/${targets[1]!.id}`, { stage: 'hired' }),
    call('POST', `/candidates/${targets[0]!.id}/notes`, {
      text: 'Written while B was stopping (1).',
    }),
    call('POST', `/candidates/${targets[1]!.id}/notes`, {
      text: 'Written while B was stopping (2).',
    }),
  ];
  let answered = 0;
  for (const request of requests) void request.then(() => (answered += 1));
  const waiting = async () =>
    (
      await sql`select count(*)::int as n from pg_stat_activity
        where application_name = 'talentflow' and wait_event_type = 'Lock'`
    )[0]!.n as number;
  // One member's requests run 4 at a time: those wait inside PostgreSQL, the rest wait their turn
  // inside the server. All of them are in flight.
  await expect.poll(waiting, { timeout: 10_000 }).toBe(MEMBER_CONCURRENCY);
  expect(answered).toBe(0);

  const signalledAt = Date.now();
  b.process.kill('SIGTERM');
  // The live stream ends at once, cleanly, while the requests still wait.
  expect(await within(stream.ended, 5_000, 'The end of the stream')).toEqual({ done: true });
  await expect.poll(() => b.output()).toContain('SIGTERM: finishing requests in flight');
  expect(answered).toBe(0);
  expect(b.process.exitCode).toBeNull();

  const releasedAt = Date.now();
  release();
  await holding;
  const answers = await Promise.all(requests);
  expect(answers.map((answer) => answer.status)).toEqual([
    200, 200, 200, 200, 200, 200, 200, 200, 201, 201,
  ]);
  for (const answer of answers.slice(0, 6))
    expect(answer.body.candidates).toEqual(expect.any(Array));
  expect(await within(b.exited, 10_000, 'The exit of B')).toEqual({ code: 0, signal: null });
  // Gone within a few seconds of its last request being able to finish.
  expect(Date.now() - releasedAt).toBeLessThan(5_000);
  test.info().annotations.push({
    type: 'shutdown',
    description: `exit ${Date.now() - releasedAt} ms after the requests could finish, ${Date.now() - signalledAt} ms after SIGTERM`,
  });

  // What B answered is kept, as A reads it.
  const stages = await candidates(`jobId=${jobId}`);
  expect(stages.find((c) => c.id === targets[0]!.id)?.stage).toBe('offer');
  expect(stages.find((c) => c.id === targets[1]!.id)?.stage).toBe('hired');
  const notes = (
    await teamApi(a, 'GET', `/candidates/${targets[1]!.id}/notes`, { cookie: admin() })
  ).body as Array<{ text: string }>;
  expect(notes.map((note) => note.text)).toContain('Written while B was stopping (2).');
  expect(a.process.exitCode).toBeNull();
});
