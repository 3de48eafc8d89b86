// `npm test`: the lint and the typecheck side by side, then Vitest, then the
// end-to-end tests (after their builds). Vitest and the end-to-end tests each keep two cores busy:
// run beside each other or beside the lint, a 2-core machine starves both, and servers and pages
// miss their timeouts. Each line of output names its task; a summary of what passed, and how
// long each took, comes last. Every phase runs even after one fails, so one run says all that
// fails; the exit code is 1 if any task failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const TASKS = [
  { name: 'lint', script: 'lint', phase: 0 },
  { name: 'typecheck', script: 'typecheck', phase: 0 },
  { name: 'unit', script: 'test:unit', phase: 1 },
  { name: 'e2e', script: 'test:e2e', phase: 2 },
];
const only = process.argv.slice(2);
const tasks = only.length ? TASKS.filter((task) => only.includes(task.name)) : TASKS;
if (tasks.length === 0) {
  console.error(
    `Unknown task: ${only.join(', ')}. The tasks: ${TASKS.map((t) => t.name).join(', ')}.`,
  );
  process.exit(2);
}
const width = Math.max(...tasks.map((task) => task.name.length));
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

const children = new Set();

function run({ name, script }) {
  const begun = Date.now();
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const label = `[${name.padEnd(width)}]`;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ name, code: 1, ms: Date.now() - begun, error }));
    child.on('close', (code, signal) => {
      const ms = Date.now() - begun;
      console.log(
        `${label} ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)}`,
      );
      resolve({ name, code: code ?? 1, ms });
    });
  });
}

// Stopped: the tasks are stopped too.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });

const results = [];
for (const phase of [...new Set(tasks.map((task) => task.phase))])
  results.push(...(await Promise.all(tasks.filter((task) => task.phase === phase).map(run))));
console.log(`\nnpm test: ${seconds(Date.now() - started)} in all`);
for (const { name, code, ms, error } of results)
  console.log(
    `  ${name.padEnd(width)}  ${code === 0 ? 'passed' : 'FAILED'}  ${seconds(ms)}${error ? `  (${error.message})` : ''}`,
  );
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
