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
