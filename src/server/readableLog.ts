// Logs a person can read (README.md, "Logs"): outside NODE_ENV=production the server writes one line
// per request and event, `time level method path status duration` for a request and `time level
// message` with its other fields for anything else. Production keeps pino's JSON lines, one object
// each, for the machines that collect them. The lines are written after the redaction
// (logging.ts), so they hold no more than the JSON would.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every line has, or that the readable form shows in its own place. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface Line {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

/** One JSON line of the logger as a readable one; a line that is not JSON stays as it is. */
export function readableLine(json: string): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json;
  }
  if (typeof line !== 'object' || line === null) return json;
  const time = typeof line.time === 'number' ? new Date(line.time).toISOString().slice(11, 23) : '';
  const level = LEVELS[line.level ?? 30] ?? String(line.level);
  const head = `${time} ${level}`;
  const extra = Object.entries(line).filter(([key]) => !SHOWN.has(key));
  const fields = extra.length > 0 ? ` ${extra.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ')}` : '';
  const error = line.err ? ` ${line.err.message ?? ''}${line.err.stack ? `\n${line.err.stack}` : ''}` : '';
  if (line.req && line.res && typeof line.responseTime === 'number') {
    const { method = '', url = '' } = line.req;
    return `${head} ${method} ${url} ${line.res.statusCode ?? ''} ${line.responseTime.toFixed(1)} ms${fields}${error}`;
  }
  return `${head} ${line.msg ?? ''}${fields}${error}`;
}

/** A stream for the logger that writes each line in the readable form to `out`. */
export function readableStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim() !== '') out.write(`${readableLine(line)}\n`);
    },
  };
}
