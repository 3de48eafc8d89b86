// The machine and its processes, accounted for: CPU seconds and memory from /proc.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) of one process, from /proc; null when it is gone. */
export function processCpu(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return null;
  }
}

/** CPU seconds of every process named postgres (the whole cluster: backends and helpers). */
export function postgresCpu() {
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Busy and total CPU time of the machine (all cores), from /proc/stat. */
export function machineCpu() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.split(/\s+/).slice(1).map(Number);
  const idle = v[3]! + (v[4] ?? 0);
  const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / CLK_TCK, total: total / CLK_TCK };
}

/** Peak and current resident memory of a process in MB (VmHWM, VmRSS). */
export function processMemory(pid: number): { peakMb: number; rssMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { peakMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
  } catch {
    return null;
  }
}

export function osName() {
  try {
    const pretty = /PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    return `${pretty ?? os.type()} (${os.type()} ${os.release()} ${os.arch()})`;
  } catch {
    return `${os.type()} ${os.release()} ${os.arch()}`;
  }
}

export const loadavg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
export const round = (n: number | null | undefined, digits = 1): number | null =>
  n == null ? null : Math.round(n * 10 ** digits) / 10 ** digits;
