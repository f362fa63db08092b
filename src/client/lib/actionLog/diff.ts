/** One place where two states differ; a missing value is `undefined`. */
export interface StateDifference {
  path: string;
  expected: unknown;
  actual: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  if (!path) return safe;
  return safe.startsWith('"') ? `${path}[${safe}]` : `${path}.${safe}`;
}

function walk(expected: unknown, actual: unknown, path: string, out: StateDifference[]): void {
  if (Object.is(expected, actual)) return;
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const length = Math.max(expected.length, actual.length);
    for (let i = 0; i < length; i += 1) walk(expected[i], actual[i], childPath(path, i), out);
    return;
  }
  if (isPlainObject(expected) && isPlainObject(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of [...keys].sort()) walk(expected[key], actual[key], childPath(path, key), out);
    return;
  }
  out.push({ path: path || '(root)', expected, actual });
}

/** Every leaf where `actual` departs from `expected`, in a stable order (JSON values: states and actions). */
export function diffStates(expected: unknown, actual: unknown): StateDifference[] {
  const out: StateDifference[] = [];
  walk(expected, actual, '', out);
  return out;
}

function show(value: unknown, width: number): string {
  if (value === undefined) return '(missing)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

/** One line per difference: `path: expected <value>, actual <value>`, long values cut short. */
export function formatDifferences(differences: StateDifference[], width = 80): string {
  return differences
    .map((d) => `${d.path}: expected ${show(d.expected, width)}, actual ${show(d.actual, width)}`)
    .join('\n');
}
