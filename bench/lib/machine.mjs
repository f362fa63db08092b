import os from 'node:os';

/** The 1, 5 and 15-minute load averages as the benches print them: "1.30 1.80 2.09". */
export function loadAverageText() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
