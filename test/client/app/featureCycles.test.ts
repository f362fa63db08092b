import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The client's features depend on each other in one direction only: no feature reaches, through any
// chain of imports (static, type-only or dynamic), back to itself. A cycle between files is lint's
// (import-x/no-cycle); this one is between folders, which lint does not see.

const root = join(__dirname, '../../../src/client/features');
// A feature's index (`@client/features/name`) or, where kept deep on purpose, one of its files.
const IMPORT = /(?:from\s+|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?)['"]@client\/features\/([A-Za-z]+)[/'"]/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Each feature and the features its files import, with one file that does it per edge. */
function featureGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const feature of readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const edges = new Map<string, string>();
    for (const file of filesUnder(join(root, feature.name))) {
      for (const [, target] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (target !== feature.name && !edges.has(target)) edges.set(target, relative(root, file));
      }
    }
    graph.set(feature.name, edges);
  }
  return graph;
}

/** Every cycle's features in order, each found once from its first member alphabetically. */
export function cyclesOf(graph: Map<string, Iterable<string>>): string[][] {
  const cycles: string[][] = [];
  const names = [...graph.keys()].sort();
  for (const start of names) {
    const walk = (node: string, path: string[]) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) cycles.push([...path]);
        else if (next > start && !path.includes(next)) walk(next, [...path, next]);
      }
    };
    walk(start, [start]);
  }
  return cycles;
}

describe('the features', () => {
  it('import each other without a cycle', () => {
    const graph = featureGraph();
    const shown = cyclesOf(new Map([...graph].map(([name, edges]) => [name, edges.keys()]))).map((cycle) =>
      cycle
        .map((name, i) => `${name} (${graph.get(name)?.get(cycle[(i + 1) % cycle.length]) ?? ''})`)
        .join(' → '),
    );
    expect(shown).toEqual([]);
  });

  it('are all read: the graph holds the features that import others', () => {
    const graph = featureGraph();
    expect(graph.get('work')?.has('projects')).toBe(true);
    expect(graph.get('notifications')?.has('authentication')).toBe(true);
  });
});

describe('cyclesOf', () => {
  it('finds a cycle of two and one of three, once each', () => {
    const graph = new Map<string, string[]>([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['b']],
    ]);
    expect(cyclesOf(graph)).toEqual([
      ['a', 'b'],
      ['b', 'c', 'd'],
    ]);
  });

  it('finds none in a graph that only goes one way', () => {
    expect(
      cyclesOf(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});
