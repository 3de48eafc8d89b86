// Prints bench/results.json (or the file given) as the Markdown tables of docs/performance.md:
// `node bench/report.mjs [results.json]`.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? new URL('./results.json', import.meta.url);
const results = JSON.parse(readFileSync(file, 'utf8'));
const { machine, config } = results;

const fmt = (value, unit) =>
  value === null ? '—' : unit === 'ms' ? `${value.toLocaleString('en-US')} ms` : `${value} ${unit}`;

console.log(
  `Run of ${results.date.slice(0, 16).replace('T', ' ')} UTC on commit ${results.commit}: ${machine.nproc} cores (${machine.cpu}), ` +
    `${machine.memoryGiB} GiB, ${machine.os}, Chromium ${machine.chromium}, Node ${machine.node}; ` +
    `load average ${machine.loadAverage.start} at the start, ${machine.loadAverage.end} at the end. ` +
    `${config.runs} runs of the start measures, ${config.slowRuns} on the slow network, ${config.bigRuns} per board size; ` +
    `the bench took ${results.durationSeconds} s.\n`,
);
console.log('| Measure | Median | Min | Max | Runs | Target | |');
console.log('|---|--:|--:|--:|--:|---|---|');
for (const row of results.measures) {
  const verdict = row.met === null ? '' : row.met ? 'met' : '**missed**';
  console.log(
    `| ${row.label} | ${fmt(row.median, row.unit)} | ${fmt(row.min, row.unit)} | ${fmt(row.max, row.unit)} | ${row.runs} | ${row.target ?? ''} | ${verdict} |`,
  );
}
console.log('\n| First visit to `/` loads | gzip | raw |');
console.log('|---|--:|--:|');
for (const f of results.javascript.firstVisit.files) {
  console.log(
    `| \`${f.file}\`${f.afterDashboard ? ' (after the dashboard showed)' : ''} | ${(f.gzip / 1024).toFixed(1)} KB | ${(f.bytes / 1024).toFixed(1)} KB |`,
  );
}
const { firstVisit, build } = results.javascript;
console.log(
  `| **Total** | **${(firstVisit.gzip / 1024).toFixed(1)} KB** | **${(firstVisit.bytes / 1024).toFixed(1)} KB** |`,
);
console.log(
  `| Whole build (${build.files.length} files) | ${(build.gzip / 1024).toFixed(1)} KB | ${(build.bytes / 1024).toFixed(1)} KB |`,
);
if (results.pageErrors?.length)
  console.log(
    `\nPage errors during the run: ${results.pageErrors.length} (first: ${results.pageErrors[0]})`,
  );
