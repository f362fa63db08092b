import { readFileSync } from 'node:fs';
import os from 'node:os';

/** The 1, 5 and 15-minute load averages as the benches print them: "1.30 1.80 2.09". */
export function loadAverageText() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used so far (user and system), in microseconds, from /proc; null where
 * there is no /proc (the benches then print no CPU figure).
 */
export function processCpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: count fields after its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1e6) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/**
 * The whole machine's CPU time so far from /proc/stat, in clock ticks: all of it, and the part the
 * virtual machine's host gave to other guests while this one had work (steal). Null without /proc.
 */
export function machineCpuTicks() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
    // cpu user nice system idle iowait irq softirq steal guest guest_nice
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
    return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7] };
  } catch {
    return null;
  }
}

/**
 * The share of the machine's CPU time between two readings of `machineCpuTicks` that the host took
 * (a busy host slows every benchmark), as the benches print it: "2.4 %", or "–" without /proc.
 */
export function stealText(before, after) {
  if (!before || !after || after.total <= before.total) return '–';
  return `${(((after.steal - before.steal) / (after.total - before.total)) * 100).toFixed(1)} %`;
}
