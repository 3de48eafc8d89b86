// The bench's figures in words: a Markdown table and the goals' verdicts.
import { EVENT_GOAL, GOAL } from './settings';

export const fmt = (n: number | null | undefined) =>
  n == null ? '–' : n.toLocaleString('en', { maximumFractionDigits: 0 });
export const fmtMs = (n: number | null | undefined) =>
  n == null ? '–' : `${n.toLocaleString('en', { maximumFractionDigits: 1 })} ms`;

export function verdict(results: any): any {
  const at = results.sizes.find((s: any) => s.size === GOAL.size);
  if (!at)
    return {
      judged: false,
      text: `not judged: ${GOAL.size.toLocaleString('en')} candidates were not measured`,
    };
  if (at.measures?.length === 0)
    return {
      judged: false,
      text: `not judged: no request was measured at ${GOAL.size.toLocaleString('en')} candidates`,
    };
  if (!at.measures)
    return {
      judged: true,
      met: false,
      text: `not met: the ${GOAL.size.toLocaleString('en')} run failed (${at.restore?.error ?? at.error})`,
      misses: [],
    };
  const misses = [];
  for (const m of at.measures) {
    if (m.baseline) continue;
    const why = [];
    if (m.latencyMs.p99 > GOAL.p99Ms) why.push(`p99 ${m.latencyMs.p99} ms`);
    if (m.rps < GOAL.rps) why.push(`${m.rps} req/s`);
    if (m.errors || m.non2xx) why.push(`${m.errors} errors, ${m.non2xx} non-2xx`);
    if (why.length) misses.push({ key: m.key, why: why.join(', ') });
  }
  return {
    judged: true,
    met: misses.length === 0,
    misses,
    text:
      misses.length === 0
        ? 'met'
        : `not met: ${misses.map((m) => `${m.key} (${m.why})`).join('; ')}`,
  };
}

export function markdown(results: any): any {
  const lines = [];
  lines.push(
    '| Candidates | Request | req/s | p50 | p99 | errors / non-2xx | CPU/request: server, PostgreSQL | CPU ceiling req/s |',
  );
  lines.push(
    '| ---------: | ------- | ----: | --: | --: | ---------------: | ------------------------------- | ----------------: |',
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
    lines.push(`| ${size} | Restore (\`POST /api/backup/restore\`) | | | | | ${restore} | |`);
    if (s.load?.by === 'sql-copy')
      lines.push(
        `| ${size} | *The rows below: the same data loaded with SQL COPY (${(s.load.ms / 1000).toFixed(1)} s${s.load.asked ? ', as asked' : ', as the restore failed'}); the server's first start on them, counting the reports, took ${((s.load.serverStartMs ?? 0) / 1000).toFixed(1)} s* | | | | | | |`,
      );
    for (const m of s.measures ?? []) {
      const goal =
        s.size === GOAL.size && !m.baseline
          ? m.latencyMs.p99 <= GOAL.p99Ms && m.rps >= GOAL.rps && !m.errors && !m.non2xx
            ? ' ✓'
            : ' ✗'
          : '';
      lines.push(
        `| ${size} | ${m.label}${goal} | ${fmt(m.rps)} | ${fmtMs(m.latencyMs.p50)} | ${fmtMs(m.latencyMs.p99)} | ${m.errors} / ${m.non2xx} | ${m.cpu.serverMsPerRequest ?? '–'} ms, ${m.cpu.postgresMsPerRequest ?? '–'} ms | ${fmt(m.cpu.cpuBoundRps)} |`,
      );
    }
    for (const [key, label] of [
      ['all', 'all jobs'],
      ['job', 'one job'],
    ] as const) {
      const p = s.reportsPage?.[key];
      if (p)
        lines.push(
          `| ${size} | Reports page in Chromium, ${label} (\`${p.path}\`): time to first chart, median of ${p.runs.length} fresh loads${p.medianMs < 1000 ? ' ✓' : ' ✗'} | | ${fmtMs(p.medianMs)} | | | runs: ${p.runs.join(', ')} ms | |`,
        );
    }
    if (s.error && s.measures)
      lines.push(`| ${size} | **failed**: ${s.error.split('\n')[0].slice(0, 200)} | | | | | | |`);
  }
  return lines.join('\n');
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
