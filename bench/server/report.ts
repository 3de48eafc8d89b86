// The bench's figures in words: a Markdown table and the goals' verdicts.
import { BOARD_READS, EVENT_GOAL, GOALS, LIST_GOAL, MAIL_GOAL, SLOTS_GOAL } from './settings';

export const fmt = (n: number | null | undefined) =>
  n == null ? '–' : n.toLocaleString('en', { maximumFractionDigits: 0 });
export const fmtMs = (n: number | null | undefined) =>
  n == null ? '–' : `${n.toLocaleString('en', { maximumFractionDigits: 1 })} ms`;

/** A measure's req/s as a share of the floor's. */
const share = (rps: number | null | undefined, floor: number | null | undefined) =>
  rps != null && floor ? rps / floor : null;

/** What a measure is held to, at a size: its share of the floor and its p99. */
function goalOf(measure: any, size: number): { share: number; p99Ms?: number } | null {
  if (measure.kind === 'session') return { share: GOALS.session };
  // The candidate list: its p99 only, at any size it is measured at.
  if (measure.kind === 'list') return { share: 0, p99Ms: LIST_GOAL.p99Ms };
  // A panel's free slots: their p99, at any size.
  if (measure.kind === 'slots') return { share: 0, p99Ms: SLOTS_GOAL.p99Ms };
  if (!GOALS.sizes.includes(size)) return null;
  if (measure.kind === 'read') return { share: GOALS.read, p99Ms: GOALS.p99Ms };
  if (measure.kind === 'move') return { share: GOALS.move, p99Ms: GOALS.p99Ms };
  return null;
}

/** Why a measure misses its goal at a size (empty when it meets it, null when none applies). */
function misses(measure: any, size: number, floorRps: number | null): string[] | null {
  const goal = goalOf(measure, size);
  if (!goal) return null;
  const why: string[] = [];
  const got = share(measure.rps, floorRps);
  if (goal.share > 0 && (got == null || got < goal.share))
    why.push(
      `${measure.rps} req/s, ${got == null ? '?' : Math.round(got * 100)}% of the floor (goal ${goal.share * 100}%)`,
    );
  if (goal.p99Ms !== undefined && measure.latencyMs.p99 > goal.p99Ms)
    why.push(`p99 ${measure.latencyMs.p99} ms (goal ${goal.p99Ms} ms)`);
  if (measure.errors || measure.non2xx)
    why.push(`${measure.errors} errors, ${measure.non2xx} non-2xx`);
  return why;
}

export function verdict(results: any): any {
  const floorRps = results.floor?.rps ?? null;
  const found: Array<{ key: string; size: number; why: string }> = [];
  let judged = 0;
  for (const s of results.sizes) {
    for (const m of s.measures ?? []) {
      const why = misses(m, s.size, floorRps);
      if (why === null) continue;
      judged += 1;
      if (why.length) found.push({ key: m.key, size: s.size, why: why.join(', ') });
    }
    if (s.size === GOALS.restore.size && s.restore) {
      judged += 1;
      const why = [];
      if (!s.restore.ok) why.push('failed');
      else {
        if (s.restore.ms > GOALS.restore.ms)
          why.push(`${(s.restore.ms / 1000).toFixed(1)} s (goal ${GOALS.restore.ms / 1000} s)`);
        if ((s.restore.serverMemory?.peakMb ?? 0) > GOALS.restore.peakMb)
          why.push(
            `peak RSS ${s.restore.serverMemory.peakMb} MB (goal ${GOALS.restore.peakMb} MB)`,
          );
      }
      if (why.length) found.push({ key: 'restore', size: s.size, why: why.join(', ') });
    }
    if (s.bulkMove) {
      judged += 1;
      if (!s.bulkMove.met)
        found.push({
          key: 'bulkMove',
          size: s.size,
          why: `slowest ${fmtMs(s.bulkMove.maxMs)} (goal < ${fmtMs(LIST_GOAL.bulkMs)})`,
        });
    }
  }
  // Growth: each board read's p99 at the largest size against the smallest.
  const bySize = (size: number) => results.sizes.find((s: any) => s.size === size)?.measures ?? [];
  const smallest = Math.min(...results.sizes.map((s: any) => s.size));
  const largest = Math.max(...results.sizes.map((s: any) => s.size));
  if (largest > smallest) {
    for (const key of BOARD_READS) {
      const small = bySize(smallest).find((m: any) => m.key === key);
      const large = bySize(largest).find((m: any) => m.key === key);
      if (!small || !large) continue;
      judged += 1;
      const ratio = large.latencyMs.p99 / Math.max(1, small.latencyMs.p99);
      if (ratio > GOALS.growth)
        found.push({
          key,
          size: largest,
          why: `p99 ${ratio.toFixed(2)}× its p99 at ${fmt(smallest)} (goal ≤ ${GOALS.growth}×)`,
        });
    }
  }
  if (judged === 0)
    return { judged: false, text: 'not judged: nothing a goal applies to was measured' };
  return {
    judged: true,
    met: found.length === 0,
    misses: found,
    text:
      found.length === 0
        ? 'met'
        : `not met: ${found.map((m) => `${m.key} at ${fmt(m.size)} (${m.why})`).join('; ')}`,
  };
}

export function markdown(results: any): any {
  const lines = [];
  const floorRps = results.floor?.rps ?? null;
  lines.push(
    '| Candidates | Request | req/s | share of floor | p50 | p99 | errors / non-2xx | CPU/request: server, PostgreSQL | CPU ceiling req/s |',
  );
  lines.push(
    '| ---------: | ------- | ----: | -------------: | --: | --: | ---------------: | ------------------------------- | ----------------: |',
  );
  if (results.floor)
    lines.push(
      `| – | The floor: a bare Node http server, same client | ${fmt(results.floor.rps)} | 100% | ${fmtMs(results.floor.latencyMs.p50)} | ${fmtMs(results.floor.latencyMs.p99)} | | ${results.floor.serverMsPerRequest ?? '–'} ms, – | |`,
    );
  for (const s of results.sizes) {
    const size = fmt(s.size);
    const restore = s.load?.asked
      ? 'not used (`BENCH_SERVER_LOAD=sql`)'
      : s.restore
        ? s.restore.ok
          ? `${(s.restore.ms / 1000).toFixed(1)} s (${s.backup.mb} MB body, server peak RSS ${s.restore.serverMemory?.peakMb ?? '?'} MB)`
          : `**failed** after ${(s.restore.ms / 1000).toFixed(1)} s: ${s.restore.error.split('\n')[0].slice(0, 160)}`
        : `not reached${s.error ? `: ${s.error.split('\n')[0].slice(0, 160)}` : ''}`;
    lines.push(`| ${size} | Restore (\`POST /api/backup/restore\`) | | | | | | ${restore} | |`);
    if (s.load?.by === 'sql-copy')
      lines.push(
        `| ${size} | *The rows below: the same data loaded with SQL COPY (${(s.load.ms / 1000).toFixed(1)} s${s.load.asked ? ', as asked' : ', as the restore failed'}); the server's first start on them, counting the reports, took ${((s.load.serverStartMs ?? 0) / 1000).toFixed(1)} s* | | | | | | | |`,
      );
    for (const m of s.measures ?? []) {
      if (m.kind === 'list') continue; // in listMarkdown's table
      const why = misses(m, s.size, floorRps);
      const goal = why === null ? '' : why.length === 0 ? ' ✓' : ' ✗';
      const got = share(m.rps, floorRps);
      lines.push(
        `| ${size} | ${m.label}${goal} | ${fmt(m.rps)} | ${got == null ? '–' : `${Math.round(got * 100)}%`} | ${fmtMs(m.latencyMs.p50)} | ${fmtMs(m.latencyMs.p99)} | ${m.errors} / ${m.non2xx} | ${m.cpu.serverMsPerRequest ?? '–'} ms, ${m.cpu.postgresMsPerRequest ?? '–'} ms | ${fmt(m.cpu.cpuBoundRps)} |`,
      );
    }
    for (const [key, label] of [
      ['all', 'all jobs'],
      ['job', 'one job'],
    ] as const) {
      const p = s.reportsPage?.[key];
      if (p)
        lines.push(
          `| ${size} | Reports page in Chromium, ${label} (\`${p.path}\`): time to first chart, median of ${p.runs.length} fresh loads${p.medianMs < 1000 ? ' ✓' : ' ✗'} | | | ${fmtMs(p.medianMs)} | | | runs: ${p.runs.join(', ')} ms | |`,
        );
    }
    if (s.error && s.measures)
      lines.push(`| ${size} | **failed**: ${s.error.split('\n')[0].slice(0, 200)} | | | | | | | |`);
  }
  return lines.join('\n');
}

/** The candidate list's table: its reads with p95, and the bulk move's runs; null when unmeasured. */
export function listMarkdown(results: any): string | null {
  const lines = [
    '| Candidates | Request (`GET /api/candidates…`, 50 a page) | req/s | p50 | p95 | p99 | errors / non-2xx | CPU/request: server, PostgreSQL |',
    '| ---------: | ------------------------------------------- | ----: | --: | --: | --: | ---------------: | ------------------------------- |',
  ];
  let any = false;
  for (const s of results.sizes) {
    const size = fmt(s.size);
    if (s.listData)
      lines.push(
        `| ${size} | *Data: ${fmt(s.listData.tagged.python)} tagged Python, ${fmt(s.listData.tagged.referral)} Referral; ${fmt(s.listData.resumes)} TXT résumés of ${s.listData.resumeWords.min} to ${s.listData.resumeWords.max} words (mean ${s.listData.resumeWords.mean}), written by COPY in ${fmtMs(s.listData.ms.files)}; matches: ${Object.entries(
          s.listData.totals ?? {},
        )
          .map(([k, n]) => `${k} ${fmt(n as number)}`)
          .join(', ')}* | | | | | | |`,
      );
    for (const m of s.measures ?? []) {
      if (m.kind !== 'list') continue;
      any = true;
      const why = misses(m, s.size, results.floor?.rps ?? null);
      const goal = why === null ? '' : why.length === 0 ? ' ✓' : ' ✗';
      lines.push(
        `| ${size} | ${m.label}${goal} | ${fmt(m.rps)} | ${fmtMs(m.latencyMs.p50)} | ${fmtMs(m.latencyMs.p95)} | ${fmtMs(m.latencyMs.p99)} | ${m.errors} / ${m.non2xx} | ${m.cpu.serverMsPerRequest ?? '–'} ms, ${m.cpu.postgresMsPerRequest ?? '–'} ms |`,
      );
    }
    const b = s.bulkMove;
    if (b) {
      any = true;
      lines.push(
        `| ${size} | ${b.label}, ${b.runs.length} runs (after one untimed)${b.met ? ' ✓' : ' ✗'} | | median ${fmtMs(b.medianMs)} | | slowest ${fmtMs(b.maxMs)} | | runs: ${b.runs.map((r: any) => Math.round(r.ms)).join(', ')} ms |`,
      );
    }
  }
  return any ? lines.join('\n') : null;
}

export function eventsMarkdown(events: any): any {
  const lines = [];
  const head = `Live event delivery (${fmt(events.changes)} changes at ${fmt(events.size)} candidates)`;
  lines.push(`| ${head} | p50 | p95 | p99 | max |`);
  lines.push(`| ${'-'.repeat(head.length)} | --: | --: | --: | --: |`);
  if (events.error && !events.deliveryMs) {
    lines.push(`| **failed**: ${events.error.split('\n')[0].slice(0, 200)} | | | | |`);
    return lines.join('\n');
  }
  const row = (label: string, s: any) =>
    lines.push(
      `| ${label} | ${fmtMs(s?.p50)} | ${fmtMs(s?.p95)} | ${fmtMs(s?.p99)} | ${fmtMs(s?.max)} |`,
    );
  const goal = events.met ? ' ✓' : ' ✗';
  row(`From instance A to a client of instance B${goal}`, events.deliveryMs);
  row('From instance A to a client of instance A', events.sameInstanceDeliveryMs);
  row("The write's own answer (A)", events.writeMs);
  return lines.join('\n');
}

export function eventsVerdict(events: any): any {
  const goal = `Live event delivery goal (p99 under ${events.goalP99Ms ?? EVENT_GOAL.p99Ms} ms from one instance to a client of the other)`;
  if (!events.deliveryMs)
    return `${goal}: not met: ${events.error?.split('\n')[0] ?? 'no figures'}.`;
  const missed = events.missed?.otherInstance
    ? `, ${events.missed.otherInstance} of ${events.changes} events never arrived`
    : '';
  return `${goal}: ${events.met ? 'met' : 'not met'} (p99 ${fmtMs(events.deliveryMs.p99)}${missed}).`;
}

export function mailMarkdown(mail: any): any {
  const lines = [];
  const head = `Email delivery (${fmt(mail.notes)} notes mentioning a member, ${mail.concurrency ?? '?'} at a time, at ${fmt(mail.size)} candidates)`;
  lines.push(`| ${head} | Figure |`);
  lines.push(`| ${'-'.repeat(head.length)} | ------ |`);
  if (mail.error && !mail.deliveryMs) {
    lines.push(`| **failed**: ${mail.error.split('\n')[0].slice(0, 200)} | |`);
    return lines.join('\n');
  }
  const goal = mail.goal ?? MAIL_GOAL;
  const mark = (met: boolean | null | undefined) => (met === null ? '' : met ? ' ✓' : ' ✗');
  const d = mail.deliveryMs;
  lines.push(
    `| From a note's answer to its message at the mail server (goal p99 < ${goal.p99Ms / 1000} s)${mark(mail.goals?.delivery)} | p50 ${fmtMs(d?.p50)}, p95 ${fmtMs(d?.p95)}, p99 ${fmtMs(d?.p99)}, max ${fmtMs(d?.max)} |`,
  );
  lines.push(
    `| Messages per second, from the first note's answer to the last arrival (goal ≥ ${goal.perSecond})${mark(mail.goals?.rate)} | ${fmt(mail.perSecond)} (the last arrived ${fmtMs(mail.timeline?.lastArrivalMs)} after the first answer) |`,
  );
  const after = mail.afterLastAnswer;
  lines.push(
    `| The messages still to send when the last note was answered | ${fmt(after?.messages)}, sent in ${fmtMs(after?.ms)}${after?.perSecond == null ? '' : ` (${fmt(after.perSecond)} a second)`} |`,
  );
  lines.push(
    `| Messages arrived, matched to their notes${mark(mail.goals?.complete)} | ${fmt(mail.arrived)} of ${fmt(mail.notes)}, ${fmt(mail.twice)} twice |`,
  );
  const w = mail.writes;
  lines.push(
    `| The notes' writes (\`POST /api/candidates/:id/notes\`) | ${fmt(w?.perSecond)} a second, answered in p50 ${fmtMs(w?.answerMs?.p50)}, p99 ${fmtMs(w?.answerMs?.p99)}; ${fmt(mail.timeline?.arrivedByLastAnswer)} messages arrived by the last answer |`,
  );
  const quiet = mail.apiWithoutMail;
  const busy = mail.apiWhileSending;
  lines.push(
    `| The API without mail: \`GET ${quiet?.path ?? '?'}\`, ${goal.loadSeconds} s | p50 ${fmtMs(quiet?.latencyMs?.p50)}, p99 ${fmtMs(quiet?.latencyMs?.p99)}, ${fmt(quiet?.rps)} req/s |`,
  );
  const judged =
    busy?.whileSending?.ms < goal.minOverlapMs
      ? `; not judged: messages arrived for less than ${fmtMs(goal.minOverlapMs)} of it`
      : '';
  lines.push(
    `| The same right after the notes, while their messages are sent | p50 ${fmtMs(busy?.whileSending?.latencyMs?.p50)}, p99 ${fmtMs(busy?.whileSending?.latencyMs?.p99)} (${mail.apiRatio ?? '–'}×), over the first ${fmtMs(busy?.whileSending?.ms)} of the load${judged}; the whole ${goal.loadSeconds} s: p99 ${fmtMs(busy?.latencyMs?.p99)}, ${fmt(busy?.rps)} req/s |`,
  );
  const backlog = mail.backlog;
  if (backlog) {
    const unjudged = backlog.judged
      ? ''
      : `; not judged: messages arrived for less than ${fmtMs(goal.minOverlapMs)} of it`;
    lines.push(
      `| A backlog of ${fmt(backlog.messages)} mentions kept while the mail server process was stopped, sent after its restart | ${fmt(backlog.arrived)} arrived, ${fmtMs(backlog.drainMs)} after the restart (${fmt(backlog.perSecond)} a second) |`,
    );
    lines.push(
      `| The API while the backlog is sent (goal p99 ≤ ${goal.apiRatio}× without)${mark(mail.goals?.api)} | p50 ${fmtMs(backlog.api?.whileSending?.latencyMs?.p50)}, p99 ${fmtMs(backlog.api?.whileSending?.latencyMs?.p99)} (${backlog.apiRatio ?? '–'}×), over ${fmtMs(backlog.api?.whileSending?.ms)} of the load${unjudged}; the whole ${goal.loadSeconds} s: p99 ${fmtMs(backlog.api?.latencyMs?.p99)}, ${fmt(backlog.api?.rps)} req/s |`,
    );
  }
  return lines.join('\n');
}

export function mailVerdict(mail: any): any {
  const goal = mail.goal ?? MAIL_GOAL;
  const text = `Email delivery goals (p99 under ${goal.p99Ms / 1000} s from a note's answer to its message, at least ${goal.perSecond} messages a second, every message once, the API's p99 while sending within ${goal.apiRatio}× of without)`;
  if (!mail.deliveryMs) return `${text}: not met: ${mail.error?.split('\n')[0] ?? 'no figures'}.`;
  const missed = Object.entries(mail.goals ?? {})
    .filter(([, met]) => met === false)
    .map(([key]) => key);
  const unjudged = mail.goals?.api === null ? '; the API not judged' : '';
  return `${text}: ${mail.met ? 'met' : `not met (${missed.join(', ')})`} (delivery p99 ${fmtMs(mail.deliveryMs.p99)}, ${fmt(mail.perSecond)} messages/s, ${fmt(mail.arrived)} of ${fmt(mail.notes)} arrived, API p99 ${mail.backlog?.apiRatio ?? mail.apiRatio ?? '–'}× without${unjudged}).`;
}
