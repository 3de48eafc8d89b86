// `npm run bench`: measures the production build in Chromium and writes bench/results.json.
// The build must be in BENCH_DIST (the npm script builds it first). Every time below is taken
// inside the page (bench/page-probe.js) from navigation start or from the user's own event.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import ts from 'typescript';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { compareFirstScreens, serveBuild } from './first-screen.mjs';
import { random, sourceOf, STAGE_SHARES, STAGES, timelineRows } from './histories.mjs';
import { hasNote, LIST_QUERIES, noteOf, resumeOf, tagsOf } from './resumes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// 4190 is on the fetch spec's list of blocked ports (sieve), so the bench serves on 4192.
const PORT = Number(process.env.BENCH_PORT ?? 4192);
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist-bench');
const OUT = resolve(ROOT, process.env.BENCH_OUT ?? 'bench/results.json');
/** Runs of the cheap measures (fresh browser context each) and of each large-data measure. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BIG_RUNS = Number(process.env.BENCH_BIG_RUNS ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,50000')
  .split(',')
  .map(Number)
  .filter((n) => n >= 1000);
const SEED = 20261122;
/**
 * Peer A's production build (BurhaanRasheedZargar/Talentflow at 14863d6, built outside this
 * repository with `npm ci && npx vite build`), served on PEER_PORT beside TalentFlow's for the
 * board's first screen; unset, the first screen is TalentFlow's alone.
 */
const PEER_DIST = process.env.BENCH_PEER_DIST ? resolve(process.env.BENCH_PEER_DIST) : null;
const PEER_PORT = Number(process.env.BENCH_PEER_PORT ?? 4194);
/** Candidates the reports page is measured at, restored through the app's own backup restore. */
const REPORT_SIZES = (process.env.BENCH_REPORT_SIZES ?? '50000')
  .split(',')
  .map(Number)
  .filter((n) => n >= 1);
/** Candidates of the candidate list's text query (BENCH_ONLY=list), and how many have a résumé. */
const LIST_SIZE = Number(process.env.BENCH_LIST_SIZE ?? 50000);
const LIST_RESUMES = Number(process.env.BENCH_LIST_RESUMES ?? 2000);
/** Requests timed per query (after one untimed), and how long the search index may take to read. */
const LIST_RUNS = Number(process.env.BENCH_LIST_RUNS ?? 20);
const LIST_INDEX_WAIT_MS = Number(process.env.BENCH_LIST_INDEX_WAIT_S ?? 120) * 1000;
/** Whether one candidate in five has a note in the list's backup (0: none). */
const LIST_NOTES = process.env.BENCH_LIST_NOTES !== '0';
/**
 * The list's timeline: `history` (default: the entries that led to each candidate's stage,
 * histories.mjs), `applied` (only the application, one entry each) or `none`.
 */
const LIST_TIMELINE = process.env.BENCH_LIST_TIMELINE ?? 'history';
/**
 * `reports`: measure the reports page only; `list`: the candidate list's text query only; both
 * write BENCH_OUT only when it is given.
 */
const ONLY = process.env.BENCH_ONLY ?? null;
/** A last name of the sample data, spelled without accents, so name and address both hold it. */
const SEARCH_TERM = process.env.BENCH_SEARCH ?? 'Nguyen';
const BASE = `http://127.0.0.1:${PORT}`;
/** A folder for screenshots of each board as measured (to check what was timed), or unset. */
const SHOTS = process.env.BENCH_SHOTS ? resolve(ROOT, process.env.BENCH_SHOTS) : null;
const VIEWPORT = { width: 1366, height: 900 };
const TIMEOUT = 120_000;
const PROBE = readFileSync(join(ROOT, 'bench/page-probe.js'), 'utf8');
const TOKENIZER = searchTokenizer();

const TARGETS = {
  seed: { max: 1000, text: '< 1 s' },
  board1000: { max: 300, text: '≤ 300 ms' },
  board10000: { max: 800, text: '< 800 ms' },
  board50000: { max: 1500, text: '< 1,500 ms' },
  // "No task over 50 ms while dragging": judged on the worst drag, not the median one.
  dragLongTask50000: { max: 50, text: '≤ 50 ms in every drag', judge: 'max' },
  reports50000: { max: 1000, text: '< 1 s' },
  // The candidate list's text query, from the request to its answer: every run (p99) under it.
  listQuery: { max: 500, text: '< 500 ms (p99)', judge: 'p99' },
  firstVisitJs: { max: 120, text: '≤ 120 KB' },
  // The board's first screen, at most this share of peer A's in the same run.
  firstScreenRatio: { max: 0.15, text: '≤ 0.15 of peer A' },
};

const log = (...args) => console.error('[bench]', ...args);

// ---------- helpers ----------

function median(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (value, digits = 0) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits));

async function waitForServer() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the preview server did not start on ${BASE}`);
}

function startServer() {
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const server = spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--strictPort',
      '--outDir',
      DIST,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = () => server.exitCode === null && server.kill();
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  return stop;
}

/**
 * The app's own rule for a candidate's `searchTokens` (schema v6 word-prefix search), taken from
 * its source and stripped of types, so rows the bench writes are found exactly as the app's are.
 * Returns page script defining window.__benchSearchTokens, or '' when the app has no such rule.
 */
function searchTokenizer() {
  const file = [
    'src/domain/search.ts',
    'src/domain/search-tokens.ts',
    'src/server/search-tokens.ts',
  ]
    .map((path) => join(ROOT, path))
    .find((path) => existsSync(path));
  if (!file) return '';
  const source = readFileSync(file, 'utf8');
  if (/^\s*import\s/m.test(source) || !source.includes('candidateSearchTokens')) {
    throw new Error(
      `${relative(ROOT, file)} changed shape: update searchTokenizer() in bench/run.mjs`,
    );
  }
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  return `(() => { const exports = {}; ${outputText}\n window.__benchSearchTokens = exports.candidateSearchTokens; })();`;
}

/** Errors the app logged or threw during the bench: a figure from a broken page is no figure. */
const pageErrors = [];

async function newContext(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  context.on('page', (page) => {
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    page.on(
      'console',
      (message) =>
        message.type() === 'error' && pageErrors.push(`${page.url()}: ${message.text()}`),
    );
  });
  await context.addInitScript(`window.__benchSeed = ${SEED};\n${PROBE}\n${TOKENIZER}`);
  return context;
}

/** Waits until the probe has a painted time for `name`; returns it (ms from navigation start). */
async function paintedTime(page, name, timeout = TIMEOUT) {
  await page.waitForFunction((n) => window.__bench?.painted[n] !== undefined, name, {
    timeout,
    polling: 50,
  });
  return page.evaluate((n) => window.__bench.painted[n], name);
}

/**
 * Waits until the worker has kept the app's files for offline use (it does so once the first
 * screen is ready), so that a measure that follows is not a measure of that work: a returning
 * recruiter comes back later than a few milliseconds after the first visit.
 */
async function offlineReady(page) {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('talentflow:offline-ready').length > 0 ||
      !performance.getEntriesByName('talentflow:backend:ready').length,
    null,
    { timeout: TIMEOUT, polling: 50 },
  );
}

/** Waits until no /api request has been in flight for `quietMs`; returns when the last one ended. */
async function apiQuiet(page, quietMs = 300) {
  for (let i = 0; i < 600; i++) {
    const { pending, lastEnd, now } = await page.evaluate(() => ({
      ...window.__bench.api,
      now: performance.now(),
    }));
    if (pending === 0 && now - lastEnd >= quietMs) return lastEnd;
    await page.waitForTimeout(50);
  }
  throw new Error('the /api traffic never went quiet');
}

async function heapUsed(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

function gzipSize(buffer) {
  return gzipSync(buffer).length;
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// ---------- large data, bench only ----------

/**
 * Adds candidates (and one timeline entry each) straight into IndexedDB with the raw API, next to
 * the 1000 a first start seeded, so the board can be measured with 10,000 or 50,000 candidates.
 * Names and jobs are drawn from the seeded rows, so the search term hits the same share of rows.
 */
async function addCandidates(page, count) {
  return page.evaluate(
    async ({ count, seed }) => {
      const request = (req) =>
        new Promise(
          (resolve, reject) => (
            (req.onsuccess = () => resolve(req.result)),
            (req.onerror = () => reject(req.error))
          ),
        );
      const db = await request(indexedDB.open('talentflow'));
      const read = db.transaction(['jobs', 'candidates'], 'readonly');
      const [jobs, existing] = await Promise.all([
        request(read.objectStore('jobs').getAll()),
        request(read.objectStore('candidates').getAll()),
      ]);
      let state = seed >>> 0;
      const random = () => {
        // mulberry32: the same rows on every run.
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const pick = (list) => list[Math.floor(random() * list.length)];
      const weights = [
        ['applied', 30],
        ['screen', 20],
        ['tech', 15],
        ['offer', 8],
        ['hired', 7],
        ['rejected', 20],
      ];
      const stage = () => {
        let r = random() * 100;
        for (const [name, weight] of weights) if ((r -= weight) < 0) return name;
        return 'applied';
      };
      const firsts = existing.map((c) => c.name.split(' ')[0]);
      const lasts = existing.map((c) => c.name.split(' ').slice(1).join(' '));
      const locals = existing.map((c) => c.email.split('@')[0].split('.'));
      const domains = existing.map((c) => c.email.split('@')[1]);
      const titles = new Map(jobs.map((job) => [job.id, job.title]));
      const maxId = existing.reduce((max, c) => Math.max(max, c.id), 0);
      const day = Math.floor(Date.now() / 86_400_000) * 86_400_000;
      // The word-prefix search index (schema v6), when present: the same tokens the app would store.
      const tokenize = window.__benchSearchTokens;
      const needsTokens = existing.length > 0 && 'searchTokens' in existing[0];

      const started = performance.now();
      const tx = db.transaction(['candidates', 'timeline'], 'readwrite');
      const candidates = tx.objectStore('candidates');
      const timeline = tx.objectStore('timeline');
      const done = new Promise(
        (resolve, reject) => (
          (tx.oncomplete = resolve),
          (tx.onerror = () => reject(tx.error)),
          (tx.onabort = () => reject(tx.error))
        ),
      );
      for (let i = 0; i < count; i++) {
        // A first name from one seeded candidate, a last name from another; a numbered address.
        const a = Math.floor(random() * existing.length);
        const k = Math.floor(random() * existing.length);
        const first = firsts[a];
        const last = lasts[k];
        const local = `${locals[a][0]}.${(locals[k][1] ?? 'x').replace(/\d+$/, '')}${i + 2}`;
        const id = maxId + 1 + i;
        const row = {
          id,
          name: `${first} ${last}`,
          email: `${local}@${pick(domains)}`,
          stage: stage(),
          jobId: pick(jobs).id,
        };
        if (needsTokens) {
          if (!tokenize)
            throw new Error(
              'the database has a searchTokens field but the bench has no tokenizer for it',
            );
          row.searchTokens = tokenize(row);
        }
        candidates.put(row);
        const date = new Date(day - Math.floor(random() * 88 + 2) * 86_400_000).toISOString();
        timeline.put({
          candidateId: id,
          date,
          stage: row.stage,
          notes: `Applied for ${titles.get(row.jobId) ?? 'a job'}`,
        });
      }
      await done;
      const total = await request(db.transaction('candidates').objectStore('candidates').count());
      db.close();
      return { total, ms: performance.now() - started };
    },
    { count, seed: SEED + count },
  );
}

// ---------- measures ----------

/** A slow mobile connection, so what the first visit downloads shows in its time. */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 0.75e6 / 8,
};
const SLOW_RUNS = Number(process.env.BENCH_SLOW_RUNS ?? 3);

/** A first start over SLOW_NETWORK: navigation to the first job card. */
async function slowFirstStart(browser) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await page.goto(`${BASE}/`, { timeout: TIMEOUT });
  const firstCard = await paintedTime(page, 'firstJobCard');
  await context.close();
  return firstCard;
}

/** First start in a fresh context: the seed, the dashboard, and every script it loaded. */
async function firstStart(browser, { collectScripts }) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const scripts = new Map();
  let dashboardShown = false;
  page.on('response', (response) => {
    const url = response.url();
    const isScript =
      response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
    if (!collectScripts || !isScript || !url.startsWith(BASE) || scripts.has(url)) return;
    scripts.set(url, { afterDashboard: dashboardShown, body: response.body().catch(() => null) });
  });
  await page.goto(`${BASE}/`);
  const firstCard = await paintedTime(page, 'firstJobCard');
  dashboardShown = true;
  // When the page asked for each script (resource timing, the probe's clock): a script asked for
  // after the first card was in the page was not needed to show it, however fast it arrived.
  const cardInPage = await page.evaluate(() => window.__bench.at.firstJobCard);
  const requested = new Map(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    ),
  );
  const timing = await page.evaluate(() => {
    const seed = performance.getEntriesByName('talentflow:seed', 'measure')[0];
    const ready = performance.getEntriesByName('talentflow:backend:ready', 'mark')[0];
    return {
      seed: seed?.duration ?? null,
      backendReady: ready?.startTime ?? null,
      sw: navigator.serviceWorker.controller?.scriptURL ?? null,
    };
  });
  if (timing.seed === null)
    throw new Error('no talentflow:seed measure: was the database not empty?');

  // Back again, now seeded and with the worker installed: a returning recruiter.
  await offlineReady(page);
  await page.goto(`${BASE}/`);
  const returnCard = await paintedTime(page, 'firstJobCard');
  const returnReady = await page.evaluate(
    () => performance.getEntriesByName('talentflow:backend:ready', 'mark')[0]?.startTime ?? null,
  );

  let js = null;
  if (collectScripts) {
    const files = [];
    for (const [url, entry] of scripts) {
      const body = await entry.body;
      if (!body) continue;
      const startedAt = requested.get(url);
      files.push({
        file: new URL(url).pathname,
        bytes: body.length,
        gzip: gzipSize(body),
        afterDashboard: startedAt === undefined ? entry.afterDashboard : startedAt > cardInPage,
      });
    }
    // The service worker script is fetched by the browser itself on the first visit.
    if (timing.sw && !files.some((f) => f.file === new URL(timing.sw).pathname)) {
      const body = readFileSync(join(DIST, new URL(timing.sw).pathname));
      files.push({
        file: new URL(timing.sw).pathname,
        bytes: body.length,
        gzip: gzipSize(body),
        afterDashboard: false,
        serviceWorker: true,
      });
    }
    js = files.sort((a, b) => b.gzip - a.gzip);
  }
  await context.close();
  return {
    seed: timing.seed,
    firstCard,
    backendReady: timing.backendReady,
    returnCard,
    returnReady,
    js,
  };
}

/** Drags the first card of `from` onto the column `to` with the mouse, in small steps. */
async function dragCard(page, from, to) {
  const source = page.locator(`section[data-stage="${from}"]`);
  const target = page.locator(`section[data-stage="${to}"]`);
  const handle = source.getByRole('button', { name: /^Drag / }).first();
  const name = (await handle.getAttribute('aria-label')).replace(/^Drag /, '');
  const start = await handle.boundingBox();
  const end = await target.boundingBox();
  const counts = await page.evaluate(() => window.__bench.boardState().columns);
  const x0 = start.x + start.width / 2;
  const y0 = start.y + start.height / 2;
  const x1 = end.x + end.width / 2;
  const y1 = end.y + Math.min(200, end.height / 2);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  // About one move per frame, as a hand would: 40 steps over ~0.65 s.
  const steps = 40;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(100);
  await page.evaluate((args) => window.__bench.watch('moved', 'moved', args), {
    from,
    to,
    fromCount: counts[from].count,
    toCount: counts[to].count,
  });
  await page.mouse.up();
  const countsAt = await paintedTime(page, 'moved', 30_000);
  const settledEnd = await apiQuiet(page);
  return page.evaluate(
    ({ name, countsAt, settledEnd }) => {
      const b = window.__bench;
      const down = b.events.pointerdown;
      const up = b.events.pointerup;
      const patch = b.api.writes.filter((w) => w.method === 'PATCH' && w.started >= up).at(-1);
      const longest = (from, until) =>
        Math.max(
          0,
          ...b.longtasks.filter((t) => t.start >= from && t.start < until).map((t) => t.duration),
        );
      const saved = patch ? Math.max(countsAt, patch.ended) : null;
      const settled = Math.max(saved ?? countsAt, settledEnd);
      const still = b.boardState();
      return {
        name,
        dragMs: up - down,
        dragLongTask: longest(down, up),
        dropToCounts: countsAt - up,
        dropToSaved: saved === null ? null : saved - up,
        dropToSettled: settled - up,
        dropLongTask: longest(up, settled),
        // Each long task of the gesture, from the pointer going down: shows whether pick-up or moving costs.
        longTasks: b.longtasks
          .filter((t) => t.start >= down && t.start < settled)
          .map((t) => ({ at: Math.round(t.start - down), ms: Math.round(t.duration) })),
        patchStatus: patch?.status ?? null,
        countsAfterRefetch: Object.fromEntries(
          Object.entries(still.columns).map(([stage, c]) => [stage, c.count]),
        ),
      };
    },
    { name, countsAt, settledEnd },
  );
}

/** Types the search term (one input event) and times it until the filtered board is shown. */
async function filterBoard(page) {
  const box = page.getByRole('search', { name: 'Find candidates' }).getByRole('searchbox');
  await page.evaluate((args) => window.__bench.watch('filtered', 'filtered', args), {
    term: SEARCH_TERM,
  });
  await box.fill(SEARCH_TERM);
  const shown = await paintedTime(page, 'filtered', 60_000);
  return page.evaluate(
    ({ shown }) => {
      const b = window.__bench;
      const state = b.boardState();
      return { filterMs: shown - b.events.input, matches: state.total };
    },
    { shown },
  );
}

/** One data size in one fresh context: board loads, heap, drags with their drops, searches. */
async function boardAtSize(browser, size) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await paintedTime(page, 'firstJobCard');
  await offlineReady(page);
  let seeded = null;
  if (size > 1000) {
    seeded = await addCandidates(page, size - 1000);
    log(
      `  ${size}: added ${size - 1000} candidates in ${Math.round(seeded.ms)} ms (total ${seeded.total})`,
    );
  }
  const runs = [];
  for (let run = 0; run < BIG_RUNS; run++) {
    await page.goto(`${BASE}/candidates`);
    const board = await paintedTime(page, 'board');
    await apiQuiet(page, 500);
    if (SHOTS && run === 0) await page.screenshot({ path: join(SHOTS, `board-${size}.png`) });
    const heap = await heapUsed(page);
    const state = await page.evaluate(() => window.__bench.boardState());
    // Where the time went: the backend start, the board's code, its first and last /api answers.
    const phases = await page.evaluate((painted) => {
      const ready =
        performance.getEntriesByName('talentflow:backend:ready', 'mark')[0]?.startTime ?? null;
      const resources = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= painted);
      const chunk = resources.find((e) => /candidates-board-page[^/]*\.js$/.test(e.name));
      const api = resources.filter((e) => new URL(e.name).pathname.startsWith('/api/'));
      const entry = performance.getEntriesByType('navigation')[0];
      return {
        domContentLoaded: entry ? Math.round(entry.domContentLoadedEventEnd) : null,
        backendReady: ready === null ? null : Math.round(ready),
        boardChunkLoaded: chunk ? Math.round(chunk.responseEnd) : null,
        firstApiStart: api.length ? Math.round(Math.min(...api.map((e) => e.startTime))) : null,
        lastApiEnd: api.length ? Math.round(Math.max(...api.map((e) => e.responseEnd))) : null,
        apiRequests: api.length,
      };
    }, board);
    // A step that fails (or times out) is recorded with its error; the rest of the bench goes on.
    const attempt = async (what, step) => {
      try {
        return await step();
      } catch (error) {
        const message = String(error.message ?? error).split('\n')[0];
        // What the page showed when the step gave up, to tell a slow app from a broken one.
        const shown = await page
          .evaluate(() => ({
            url: location.href,
            board: window.__bench.boardState(),
            api: window.__bench.api,
          }))
          .catch(() => null);
        if (SHOTS)
          await page.screenshot({
            path: join(SHOTS, `board-${size}-run${run + 1}-${what}-failed.png`),
          });
        log(`  ${size} run ${run + 1}: ${what} failed: ${message} ${JSON.stringify(shown)}`);
        return { [`${what}Error`]: message, [`${what}ErrorPage`]: shown };
      }
    };
    const drag = await attempt('drag', () => dragCard(page, 'applied', 'screen'));
    const filter = await attempt('filter', () => filterBoard(page));
    if (SHOTS && run === 0)
      await page.screenshot({ path: join(SHOTS, `board-${size}-search.png`) });
    runs.push({ board, phases, heap, total: state.total, ...drag, ...filter });
    const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '—');
    log(
      `  ${size} run ${run + 1}: board ${ms(board)}, drag long task ${ms(drag.dragLongTask)}, drop->saved ${ms(drag.dropToSaved)}, ` +
        `filter ${ms(filter.filterMs)} (${filter.matches ?? '?'} matches), heap ${(heap / 2 ** 20).toFixed(1)} MB`,
    );
  }
  await context.close();
  return { size, seeded, runs };
}

/** The 25 active jobs the benches' backups put candidates on. */
const benchJobs = () =>
  Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    title: `Bench Job ${i + 1}`,
    slug: `bench-job-${i + 1}`,
    status: 'active',
    tags: [],
    order: i,
  }));

/**
 * A backup of `count` candidates on 25 jobs, each with the timeline that led to its stage
 * (histories.mjs), the last of them ending about now: what the reports page is measured on.
 */
function reportsBackup(count) {
  const rand = random(SEED ^ count);
  const jobs = benchJobs();
  const candidates = [];
  const timeline = [];
  for (let id = 1; id <= count; id++) {
    const r = rand();
    const stage = STAGES[STAGE_SHARES.findIndex((share) => r < share)];
    const jobId = 1 + Math.floor(rand() * jobs.length);
    candidates.push({
      id,
      name: `Bench Candidate ${id}`,
      email: `candidate${id}@example.com`,
      stage,
      jobId,
      source: sourceOf(id),
    });
    timeline.push(
      ...timelineRows({
        id,
        count,
        stage,
        jobTitle: jobs[jobId - 1].title,
        firstId: timeline.length + 1,
        seed: SEED,
        end: Date.now() - 30 * 86_400_000,
      }),
    );
  }
  return {
    format: 'talentflow-backup',
    version: 2,
    exportedAt: new Date().toISOString(),
    tables: { jobs, candidates, timeline },
  };
}

/**
 * The reports page at `size` candidates: a first start, then the backup restored with
 * POST /api/backup/restore (which counts the reports' tallies), then the page loaded BIG_RUNS
 * times for all jobs and for one job: navigation → the first chart drawn.
 */
async function reportsAtSize(browser, size) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await paintedTime(page, 'firstJobCard');
  const body = JSON.stringify(reportsBackup(size));
  const restore = await page.evaluate(async (text) => {
    const started = performance.now();
    const res = await fetch('/api/backup/restore', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: text,
    });
    return { status: res.status, body: await res.json(), ms: performance.now() - started };
  }, body);
  if (restore.status !== 200)
    throw new Error(
      `the restore of ${size} candidates answered ${restore.status}: ${JSON.stringify(restore.body)}`,
    );
  const report = await page.evaluate(async () => (await fetch('/api/reports')).json());
  if (report.candidates !== size)
    throw new Error(`the report counts ${report.candidates} candidates, not ${size}`);
  log(
    `  ${size}: restored (${(body.length / 2 ** 20).toFixed(1)} MB) in ${Math.round(restore.ms)} ms`,
  );
  const runs = [];
  for (let run = 0; run < BIG_RUNS; run++) {
    const times = {};
    for (const [key, path] of [
      ['all', '/reports'],
      ['job', '/reports?job=7'],
    ]) {
      await page.goto(`${BASE}${path}`);
      await page.waitForFunction(
        () => performance.getEntriesByName('talentflow:first-chart', 'mark').length > 0,
        null,
        { timeout: TIMEOUT },
      );
      times[key] = await page.evaluate(
        () => performance.getEntriesByName('talentflow:first-chart', 'mark')[0].startTime,
      );
      if (SHOTS && run === 0)
        await page.screenshot({ path: join(SHOTS, `reports-${size}-${key}.png`), fullPage: true });
    }
    runs.push(times);
    log(
      `  ${size} run ${run + 1}: first chart ${Math.round(times.all)} ms (all jobs), ${Math.round(times.job)} ms (one job)`,
    );
  }
  await context.close();
  return { size, restoreMs: restore.ms, runs };
}

function reportRows(reports) {
  return reports.flatMap(({ size, restoreMs, runs }) => {
    const n = size.toLocaleString('en-US');
    return [
      row(
        `reportsRestore${size}`,
        `Reports ${n}: restore of the backup (counts the tallies)`,
        'ms',
        [restoreMs],
      ),
      row(
        `reports${size}`,
        `Reports ${n}: navigation → first chart, all jobs`,
        'ms',
        runs.map((r) => r.all),
        TARGETS[`reports${size}`],
      ),
      row(
        `reportsJob${size}`,
        `Reports ${n}: navigation → first chart, one job`,
        'ms',
        runs.map((r) => r.job),
        TARGETS[`reports${size}`],
      ),
    ];
  });
}

/** The sample data's names (src/server/seed/words.ts, stripped of types), for the list's backup. */
async function sampleWords() {
  const source = readFileSync(join(ROOT, 'src/server/seed/words.ts'), 'utf8');
  if (/^\s*import\s/m.test(source))
    throw new Error('src/server/seed/words.ts now imports: update sampleWords() in bench/run.mjs');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

/**
 * The candidate list's backup: `count` candidates named from the sample data's word lists, each
 * with the timeline that led to its stage (so an applied date), the tags of resumes.mjs (`Python`
 * 10 %, `Referral` 2 %), a recruiter's note on one in five (15 to 40 words, naming a skill of
 * theirs), and a TXT résumé of 300 to 800 words on `resumes` of them (spread over the ids).
 */
async function listBackup(count, resumes) {
  const { FIRST_NAMES, LAST_NAMES } = await sampleWords();
  const rand = random(SEED ^ count);
  const jobs = benchJobs();
  const candidates = [];
  const timeline = [];
  const notes = [];
  const files = [];
  const end = Date.now() - 86_400_000;
  const every = Math.max(1, Math.floor(count / Math.max(1, resumes)));
  for (let id = 1; id <= count; id++) {
    const r = rand();
    const stage = STAGES[STAGE_SHARES.findIndex((share) => r < share)];
    const jobId = 1 + Math.floor(rand() * jobs.length);
    const first = FIRST_NAMES[Math.floor(rand() * FIRST_NAMES.length)];
    const last = LAST_NAMES[Math.floor(rand() * LAST_NAMES.length)];
    const name = `${first} ${last}`;
    candidates.push({
      id,
      name,
      email: `${ascii(first)}.${ascii(last)}${id % 1000}@example.com`,
      stage,
      jobId,
      source: sourceOf(id),
      tags: tagsOf(id),
    });
    const rows = timelineRows({
      id,
      count,
      stage,
      jobTitle: jobs[jobId - 1].title,
      firstId: timeline.length + 1,
      seed: SEED,
      end,
    });
    if (LIST_TIMELINE === 'history') timeline.push(...rows);
    else if (LIST_TIMELINE === 'applied')
      timeline.push({ ...rows[0], id: timeline.length + 1, stage, notes: rows[0].notes });
    const at = rows.at(-1).date;
    if (LIST_NOTES && hasNote(id))
      notes.push({ id: notes.length + 1, candidateId: id, text: noteOf(id, SEED), createdAt: at });
    if (id % every === 0 && files.length < resumes) {
      const text = Buffer.from(resumeOf(id, name, SEED));
      files.push({
        id: files.length + 1,
        candidateId: id,
        jobId,
        name: `cv-${id}.txt`,
        type: 'text/plain; charset=utf-8',
        size: text.length,
        createdAt: at,
        content: text.toString('base64'),
      });
    }
  }
  return {
    backup: {
      format: 'talentflow-backup',
      version: 5,
      exportedAt: new Date().toISOString(),
      tables: { jobs, candidates, timeline, notes, files },
    },
    held: {
      candidates: count,
      notes: notes.length,
      resumes: files.length,
      timeline: timeline.length,
    },
  };
}

/** The part of a name an address can hold: no accents, letters and digits only. */
const ascii = (text) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
/** The name prefix the list is searched by: a last name's start, about 1 candidate in 54 (Nguyen). */
const LIST_NAME_PREFIX = process.env.BENCH_LIST_NAME ?? 'ngu';

/**
 * The candidate list's text query in browser mode: a first start, the list's backup restored with
 * POST /api/backup/restore, the search index left to read the résumés (the open page reads them:
 * GET /api/settings/search-index polled until nothing waits), then from the page, for each query,
 * `performance.now()` around `fetch('/api/candidates?q=…&sort=appliedAt&order=desc&pageSize=50')`
 * and its JSON (the service worker answers it), once untimed, then LIST_RUNS times.
 */
async function listAtSize(browser, size) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await paintedTime(page, 'firstJobCard');
  const { backup, held } = await listBackup(size, LIST_RESUMES);
  const prefix = LIST_NAME_PREFIX;
  const body = JSON.stringify(backup);
  const restore = await page.evaluate(async (text) => {
    const started = performance.now();
    const res = await fetch('/api/backup/restore', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: text,
    });
    return { status: res.status, body: await res.json(), ms: performance.now() - started };
  }, body);
  if (restore.status !== 200)
    throw new Error(
      `the restore of ${size} candidates answered ${restore.status}: ${JSON.stringify(restore.body).slice(0, 500)}`,
    );
  log(
    `  ${size}: restored (${(body.length / 2 ** 20).toFixed(1)} MB: ${held.notes} notes, ${held.resumes} résumés) in ${Math.round(restore.ms)} ms`,
  );
  if (process.env.BENCH_LIST_RELOAD === '1') {
    // The recruiter opens the app again after the restore (a fresh page for the worker to ask).
    await page.reload();
    await paintedTime(page, 'firstJobCard');
  }
  // The search index reads the résumés in the background, through this page; the worker starts
  // on its backlog at a change, so the bench makes one (a note on candidate 1) if it waits.
  const i0 = Date.now();
  let index;
  let nudged = false;
  for (let poll = 0; ; poll++) {
    index = await page.evaluate(async () => (await fetch('/api/settings/search-index')).json());
    if (
      (index.files.pending === 0 && index.notesWaiting === 0) ||
      Date.now() - i0 > LIST_INDEX_WAIT_MS
    )
      break;
    if (poll % 10 === 0) log(`  search index: ${JSON.stringify(index)}`);
    if (poll === 5 && !nudged) {
      nudged = true;
      await page.evaluate(async () =>
        fetch('/api/candidates/1/notes', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: 'Bench: a change, so the search index starts.' }),
        }),
      );
    }
    await page.waitForTimeout(1000);
  }
  const indexMs = Date.now() - i0;
  log(`  search index after ${Math.round(indexMs / 1000)} s: ${JSON.stringify(index)}`);
  const queries = [
    ['rare', `a rare word (${LIST_QUERIES.rare})`, LIST_QUERIES.rare],
    ['common', `a common word (${LIST_QUERIES.common})`, LIST_QUERIES.common],
    ['name', `a name prefix (${prefix})`, prefix],
  ];
  const results = {};
  for (const [key, label, q] of queries) {
    const timed = await page.evaluate(
      async ({ q, runs }) => {
        const url = `/api/candidates?q=${encodeURIComponent(q)}&sort=appliedAt&order=desc&pageSize=50`;
        const once = async () => {
          const started = performance.now();
          const res = await fetch(url);
          const body = await res.json();
          return { ms: performance.now() - started, status: res.status, body };
        };
        const first = await once();
        const times = [];
        for (let i = 0; i < runs; i++) times.push((await once()).ms);
        return {
          url,
          status: first.status,
          totalCount: first.body.totalCount,
          listed: first.body.candidates?.length,
          matched: first.body.candidates?.filter((c) => c.match).length,
          fields: [...new Set(first.body.candidates?.map((c) => c.match?.field))],
          firstMs: first.ms,
          times,
        };
      },
      { q, runs: LIST_RUNS },
    );
    if (timed.status !== 200 || !timed.totalCount)
      throw new Error(`${timed.url} answered ${timed.status} with ${timed.totalCount} matches`);
    results[key] = { label, ...timed };
    log(
      `  q=${q}: ${timed.totalCount} matches (${timed.fields.join(', ')}), first ${Math.round(timed.firstMs)} ms, then median ${Math.round(median(timed.times))} ms, max ${Math.round(Math.max(...timed.times))} ms`,
    );
  }
  await context.close();
  return { size, held, restoreMs: restore.ms, index, indexMs, nudged, queries: results };
}

function listRows({ size, restoreMs, index, indexMs, queries }) {
  const n = size.toLocaleString('en-US');
  return [
    row(`listRestore${size}`, `List ${n}: restore of the backup`, 'ms', [restoreMs]),
    row(
      `listIndex${size}`,
      index.files.pending === 0 && index.notesWaiting === 0
        ? `List ${n}: search index done reading, after the restore`
        : `List ${n}: search index still reading (${index.files.pending} files waiting), given up after`,
      'ms',
      [indexMs],
    ),
    ...Object.entries(queries).flatMap(([key, q]) => [
      row(
        `listQuery${size}${key}`,
        `List ${n}: text query, ${q.label}: request → answer (${q.totalCount} matches)`,
        'ms',
        q.times,
        TARGETS.listQuery,
      ),
      row(`listQueryFirst${size}${key}`, `List ${n}: the same, its first request`, 'ms', [
        q.firstMs,
      ]),
    ]),
  ];
}

// ---------- report ----------

function machine(browserVersion) {
  const cpus = os.cpus();
  let nproc = cpus.length;
  try {
    nproc = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  } catch {
    /* not on Linux */
  }
  return {
    nproc,
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: browserVersion,
    /** The machine is shared: its 1-minute load average when the bench began and ended. */
    loadAverage: { start: round(LOAD_AT_START, 1), end: round(os.loadavg()[0], 1) },
  };
}

/** The value at rank `p` (nearest rank) of `values`, rounded to whole ms. */
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)], 0);
}

function row(id, label, unit, samples, target) {
  const values = samples.filter((v) => typeof v === 'number' && Number.isFinite(v));
  const med = median(values);
  return {
    id,
    label,
    unit,
    median: med === null ? null : round(med, unit === 'ms' ? 0 : 1),
    min: values.length ? round(Math.min(...values), unit === 'ms' ? 0 : 1) : null,
    max: values.length ? round(Math.max(...values), unit === 'ms' ? 0 : 1) : null,
    runs: values.length,
    target: target?.text ?? null,
    ...(target?.judge === 'p99' && {
      p95: percentile(values, 0.95),
      p99: percentile(values, 0.99),
    }),
    met:
      target && med !== null
        ? (target.judge === 'max'
            ? Math.max(...values)
            : target.judge === 'p99'
              ? percentile(values, 0.99)
              : med) <= target.max
        : null,
  };
}

function printTable(rows) {
  const header = ['measure', 'median', 'min', 'max', 'runs', 'target', ''];
  const cells = rows.map((r) => {
    const fmt = (v) => (v === null ? '—' : r.unit === 'ms' ? `${v} ms` : `${v} ${r.unit}`);
    return [
      r.label,
      fmt(r.median),
      fmt(r.min),
      fmt(r.max),
      String(r.runs),
      r.target ?? '',
      r.met === null ? '' : r.met ? 'met' : 'MISSED',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c.map((v, i) => (i === 0 || i === 5 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/** The board's first screen, TalentFlow's and (with BENCH_PEER_DIST) peer A's, in this browser. */
async function firstScreens(browser) {
  const stopPeer = PEER_DIST ? await serveBuild(PEER_DIST, PEER_PORT) : () => {};
  try {
    return await compareFirstScreens(browser, {
      ours: {
        name: 'TalentFlow',
        base: BASE,
        board: '/candidates',
        cards: '[data-candidate-id]',
        init: `localStorage.getItem('talentflow:seed') === null && localStorage.setItem('talentflow:seed', '${SEED}');`,
        // Installed: the worker has kept the app's files once the first screen was ready.
        installed: offlineReady,
      },
      peer: PEER_DIST && {
        name: 'peer A',
        base: `http://127.0.0.1:${PEER_PORT}`,
        board: '/candidates/kanban',
        cards: 'li[data-dnd-draggable]',
      },
      runs: RUNS,
      viewport: VIEWPORT,
      log,
      median,
    });
  } finally {
    stopPeer();
  }
}

// ---------- main ----------

const began = Date.now();
const LOAD_AT_START = os.loadavg()[0];
const buildJs = listFiles(DIST)
  .filter((file) => /\.m?js$/.test(file))
  .map((file) => {
    const body = readFileSync(file);
    return { file: `/${relative(DIST, file)}`, bytes: body.length, gzip: gzipSize(body) };
  });
if (buildJs.length === 0)
  throw new Error(`no build in ${DIST}: run "vite build --outDir ${relative(ROOT, DIST)}" first`);

const stopServer = startServer();
await waitForServer();
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
});

try {
  if (ONLY === 'reports') {
    const reports = [];
    for (const size of REPORT_SIZES) {
      log(`reports page with ${size} candidates x${BIG_RUNS}`);
      reports.push(await reportsAtSize(browser, size));
    }
    const rows = reportRows(reports);
    printTable(rows);
    if (process.env.BENCH_OUT)
      writeFileSync(
        OUT,
        `${JSON.stringify({ date: new Date().toISOString(), machine: machine(browser.version()), measures: rows, raw: { reports } }, null, 2)}\n`,
      );
    process.exitCode = 0;
  } else if (ONLY === 'list') {
    log(`the candidate list's text query with ${LIST_SIZE} candidates x${LIST_RUNS}`);
    const list = await listAtSize(browser, LIST_SIZE);
    const rows = listRows(list);
    printTable(rows);
    for (const r of rows.filter((r) => r.p99 !== undefined))
      console.log(`  ${r.label}: p95 ${r.p95} ms, p99 ${r.p99} ms`);
    if (pageErrors.length)
      console.log(`${pageErrors.length} page errors, the first: ${pageErrors[0]}`);
    if (process.env.BENCH_OUT)
      writeFileSync(
        OUT,
        `${JSON.stringify({ date: new Date().toISOString(), machine: machine(browser.version()), measures: rows, raw: { list }, pageErrors }, null, 2)}\n`,
      );
    process.exitCode = 0;
  } else if (ONLY === 'first-screen') {
    log(`the board's first screen x${RUNS}${PEER_DIST ? ", and peer A's" : ''}`);
    const compared = await firstScreens(browser);
    console.log(
      `Board 1,000, installed: navigation -> ${compared.cards} cards painted: TalentFlow ${compared.ours.median} ms` +
        (compared.peer
          ? `, peer A ${compared.peer.median} ms, ratio ${compared.ratio} (goal <= ${TARGETS.firstScreenRatio.max})`
          : ''),
    );
    if (process.env.BENCH_OUT)
      writeFileSync(
        OUT,
        `${JSON.stringify({ date: new Date().toISOString(), machine: machine(browser.version()), firstScreen: compared }, null, 2)}\n`,
      );
    process.exitCode = 0;
  } else {
    log(`first start x${RUNS}`);
    const starts = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await firstStart(browser, { collectScripts: run === 0 });
      starts.push(result);
      log(
        `  run ${run + 1}: seed ${Math.round(result.seed)} ms, first job card ${Math.round(result.firstCard)} ms (return visit ${Math.round(result.returnCard)} ms)`,
      );
    }
    log(`first start on a slow network x${SLOW_RUNS}`);
    const slowStarts = [];
    for (let run = 0; run < SLOW_RUNS; run++) {
      slowStarts.push(await slowFirstStart(browser));
      log(`  run ${run + 1}: first job card ${Math.round(slowStarts.at(-1))} ms`);
    }
    const firstVisit = starts[0].js;
    const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);
    // The page's main thread; the service worker's script is counted on its own line.
    const beforeDashboard = firstVisit.filter((f) => !f.afterDashboard && !f.serviceWorker);
    const workerScripts = firstVisit.filter((f) => f.serviceWorker);

    const sizes = [];
    for (const size of SIZES) {
      log(`board with ${size} candidates x${BIG_RUNS}`);
      sizes.push(await boardAtSize(browser, size));
    }

    const reports = [];
    for (const size of REPORT_SIZES) {
      log(`reports page with ${size} candidates x${BIG_RUNS}`);
      reports.push(await reportsAtSize(browser, size));
    }

    const kb = (bytes) => bytes / 1024;
    const rows = [
      row(
        'seed',
        'First start: seed 1,000 candidates',
        'ms',
        starts.map((s) => s.seed),
        TARGETS.seed,
      ),
      row(
        'firstStartJobCard',
        'First start: navigation → first job card',
        'ms',
        starts.map((s) => s.firstCard),
      ),
      row(
        'jobCard',
        'Return visit: navigation → first job card',
        'ms',
        starts.map((s) => s.returnCard),
      ),
      row(
        'slowFirstStartJobCard',
        'First start, 1.6 Mbit/s + 150 ms RTT: → first job card',
        'ms',
        slowStarts,
      ),
      ...sizes.flatMap(({ size, runs }) => {
        const pick = (key) => runs.map((r) => r[key]);
        const n = size.toLocaleString('en-US');
        return [
          row(
            `board${size}`,
            `Board ${n}: navigation → fully rendered`,
            'ms',
            pick('board'),
            TARGETS[`board${size}`],
          ),
          row(
            `dropSaved${size}`,
            `Board ${n}: drop → saved, counts updated`,
            'ms',
            pick('dropToSaved'),
          ),
          row(
            `dropSettled${size}`,
            `Board ${n}: drop → refetches done`,
            'ms',
            pick('dropToSettled'),
          ),
          row(`filter${size}`, `Board ${n}: search typed → filtered board`, 'ms', pick('filterMs')),
          row(
            `dragLongTask${size}`,
            `Board ${n}: longest task while dragging`,
            'ms',
            pick('dragLongTask'),
            TARGETS[`dragLongTask${size}`],
          ),
          row(
            `dropLongTask${size}`,
            `Board ${n}: longest task from drop to settled`,
            'ms',
            pick('dropLongTask'),
          ),
          row(
            `heap${size}`,
            `Board ${n}: JS heap after load (after GC)`,
            'MB',
            pick('heap').map((b) => b / 2 ** 20),
          ),
        ];
      }),
      ...reportRows(reports),
      row(
        'firstVisitJs',
        'First visit to /: JavaScript on the page (gzip)',
        'KB',
        [kb(sum(beforeDashboard, 'gzip'))],
        TARGETS.firstVisitJs,
      ),
      row('workerJs', 'First visit to /: service worker script (gzip)', 'KB', [
        kb(sum(workerScripts, 'gzip')),
      ]),
      row('buildJs', 'Whole build: JavaScript (gzip)', 'KB', [kb(sum(buildJs, 'gzip'))]),
    ];

    const results = {
      date: new Date().toISOString(),
      commit: (() => {
        try {
          return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
            cwd: ROOT,
            encoding: 'utf8',
          }).trim();
        } catch {
          return null;
        }
      })(),
      machine: machine(browser.version()),
      config: {
        runs: RUNS,
        bigRuns: BIG_RUNS,
        slowRuns: SLOW_RUNS,
        slowNetwork: SLOW_NETWORK,
        sizes: SIZES,
        seed: SEED,
        searchTerm: SEARCH_TERM,
        viewport: VIEWPORT,
        gzip: 'node:zlib gzipSync, default level',
      },
      measures: rows,
      raw: { starts: starts.map(({ js: _js, ...rest }) => rest), slowStarts, sizes, reports },
      javascript: {
        firstVisit: {
          gzip: sum(beforeDashboard, 'gzip'),
          bytes: sum(beforeDashboard, 'bytes'),
          files: firstVisit,
        },
        worker: { gzip: sum(workerScripts, 'gzip'), bytes: sum(workerScripts, 'bytes') },
        build: {
          gzip: sum(buildJs, 'gzip'),
          bytes: sum(buildJs, 'bytes'),
          files: buildJs.sort((a, b) => b.gzip - a.gzip),
        },
      },
      pageErrors,
      durationSeconds: Math.round((Date.now() - began) / 1000),
    };
    writeFileSync(`${OUT}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
    renameSync(`${OUT}.tmp`, OUT);

    const { nproc, chromium: version, node, loadAverage } = results.machine;
    console.log(
      `\nTalentFlow bench, ${results.date} (${nproc} cores, load ${loadAverage.start} -> ${loadAverage.end}, Chromium ${version}, Node ${node})\n`,
    );
    printTable(rows);
    console.log('\nFirst visit to / loads (gzip):');
    for (const f of firstVisit)
      console.log(
        `  ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}${f.serviceWorker ? ' (the service worker)' : f.afterDashboard ? ' (after the dashboard showed)' : ''}`,
      );
    if (pageErrors.length)
      console.log(
        `\n${pageErrors.length} page errors (see pageErrors in the results), the first: ${pageErrors[0]}`,
      );
    console.log(`\nWrote ${relative(ROOT, OUT)} in ${results.durationSeconds} s.`);
  }
} finally {
  await browser.close();
  stopServer();
}
