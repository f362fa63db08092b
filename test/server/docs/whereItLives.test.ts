import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The "Where does it live" table of docs/architecture.md sends a newcomer to one file per side for
// each behaviour of the product. Files move; this keeps every path it names, and every symbol it
// names in that file, true.

const root = path.resolve(__dirname, '../../..');
const DOC = 'docs/architecture.md';
const SECTION = 'Where does it live';
const MIN_ROWS = 25;
const HEADER = ['Behaviour', 'Client', 'Server', 'Shared'];
/** Where each side's files live: the Client column names only files of src/client, and so on. */
const SIDES: Record<string, string> = { Client: 'src/client/', Server: 'src/server/', Shared: 'src/shared/' };
const NOTHING = '—';

/** A file's text by its path relative to the repository, or null when there is no such file. */
type ReadSource = (file: string) => string | null;

const fromDisk: ReadSource = (file) => {
  const full = path.join(root, file);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null;
};

/** The lines under `## title`, up to the next heading of the same level; null without that heading. */
function sectionOf(markdown: string, title: string): string[] | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${title}`);
  if (start < 0) return null;
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  return lines.slice(start + 1, end < 0 ? lines.length : end);
}

/** The cells of a Markdown table row (a `\|` inside a cell does not split it). */
const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** The first table of a section: its header's cells and its rows' cells. */
function tableOf(section: string[]): { header: string[]; rows: string[][] } | null {
  const start = section.findIndex((line) => line.trim().startsWith('|'));
  if (start < 0) return null;
  const lines: string[] = [];
  for (const line of section.slice(start)) {
    if (!line.trim().startsWith('|')) break;
    lines.push(line);
  }
  const [header, separator, ...rows] = lines;
  if (!separator || !/^\|?[\s:|-]+\|?$/.test(separator.trim())) return null;
  return { header: cellsOf(header), rows: rows.map(cellsOf) };
}

/**
 * The file's code without its comments, so that a comment's words are never taken for a declaration.
 * Strings are kept; one in single or double quotes ends at its line, so that a regular expression
 * with a quote in it hides at most the rest of its line.
 */
function withoutComments(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const two = source.slice(i, i + 2);
    const ch = source[i];
    if (two === '//') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (two === '/*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
      out += ' ';
    } else if (ch === "'" || ch === '"' || ch === '`') {
      let j = i + 1;
      while (j < source.length && source[j] !== ch && (ch === '`' || source[j] !== '\n')) {
        j += source[j] === '\\' ? 2 : 1;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

const escaped = (name: string) => name.replace(/[$]/g, '\\$');

/**
 * Whether the file declares `name` (a function, generator, const/let/var, class, interface, type,
 * enum or namespace of that name) or exports it by name (`export { x as name }`, also from another
 * module). A key of an object (`name: …`), a method or an import is not a declaration.
 */
function declares(source: string, name: string): boolean {
  const code = withoutComments(source).replace(
    /(^|[;\n])\s*import\s+(?:type\s+)?[^;]*?\bfrom\s*(['"])[^'"\n]*\2/g,
    '$1',
  );
  const id = escaped(name);
  const declaration = new RegExp(
    `(?<![\\w$.])(?:function\\s*\\*?\\s*|(?:const|let|var|class|interface|type|enum|namespace)\\s+)${id}(?![\\w$])`,
  );
  if (declaration.test(code)) return true;
  for (const list of code.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const specifier of list[1].split(',')) {
      const parts = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (parts[parts.length - 1].trim() === name) return true;
    }
  }
  return false;
}

interface Reference {
  file: string;
  symbol: string | null;
}

/** `path/to/file.ts#symbol` or `path/to/file.ts`. */
function referenceOf(text: string): Reference {
  const hash = text.indexOf('#');
  return hash < 0
    ? { file: text, symbol: null }
    : { file: text.slice(0, hash), symbol: text.slice(hash + 1) };
}

/** Every problem of the section's table: an empty list when a newcomer may trust it. */
function checkWhereItLives(markdown: string, read: ReadSource, minRows = MIN_ROWS): string[] {
  const section = sectionOf(markdown, SECTION);
  if (!section) return [`no section "## ${SECTION}"`];
  const table = tableOf(section);
  if (!table) return [`no table in "## ${SECTION}"`];
  const problems: string[] = [];
  if (table.header.join('|') !== HEADER.join('|')) {
    problems.push(`header is "${table.header.join(' | ')}", not "${HEADER.join(' | ')}"`);
  }
  if (table.rows.length < minRows) problems.push(`${table.rows.length} rows, fewer than ${minRows}`);
  for (const cells of table.rows) {
    const behaviour = cells[0] ?? '';
    const where = `"${behaviour}"`;
    if (cells.length !== HEADER.length) {
      problems.push(`${where}: ${cells.length} cells, not ${HEADER.length}`);
      continue;
    }
    if (!behaviour) problems.push('a row without its behaviour');
    HEADER.slice(1).forEach((side, i) => {
      const cell = cells[i + 1];
      if (cell === NOTHING) return;
      const quoted = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      if (quoted.length !== 1 || cell.replace(/`[^`]+`/, '').trim() !== '') {
        problems.push(`${where} ${side}: "${cell}" is neither ${NOTHING} nor one \`path#symbol\``);
        return;
      }
      const { file, symbol } = referenceOf(quoted[0]);
      if (!file.startsWith(SIDES[side]) || file.includes('..')) {
        problems.push(`${where} ${side}: ${file} is not under ${SIDES[side]}`);
        return;
      }
      const source = read(file);
      if (source === null) {
        problems.push(`${where} ${side}: ${file} does not exist`);
      } else if (symbol !== null && !(/^[A-Za-z_$][\w$]*$/.test(symbol) && declares(source, symbol))) {
        problems.push(`${where} ${side}: ${file} declares no ${symbol}`);
      }
    });
  }
  return problems;
}

describe('the "Where does it live" checker', () => {
  const sources: Record<string, string> = {
    'src/client/features/a/aSaga.ts': [
      "import { type gone, imported } from './elsewhere';",
      '// function inComment() {}',
      'export function* aSaga() {}',
      'const local = 1;',
      'export { local as renamed };',
    ].join('\n'),
    'src/server/services/a/a.ts':
      'export const handlers = { keyOnly: 1, method() {} };\nexport type A = number;',
    'src/shared/contracts/a.ts': 'export const aContract = {};',
  };
  const read: ReadSource = (file) => sources[file] ?? null;
  const doc = (rows: string[]) =>
    [
      '# Architecture',
      '',
      '## Where does it live',
      '',
      '| Behaviour | Client | Server | Shared |',
      '| --------- | ------ | ------ | ------ |',
      ...rows,
      '',
      '## Next',
      '',
      '| Behaviour | Client | Server | Shared |',
      '| --------- | ------ | ------ | ------ |',
      '| not part of the section | `src/client/nowhere.ts` | — | — |',
    ].join('\n');

  it('passes a table whose files and symbols exist', () => {
    const rows = [
      '| A | `src/client/features/a/aSaga.ts#aSaga` | `src/server/services/a/a.ts#A` | `src/shared/contracts/a.ts` |',
      '| B | `src/client/features/a/aSaga.ts#renamed` | — | `src/shared/contracts/a.ts#aContract` |',
      '| C | `src/client/features/a/aSaga.ts#local` | `src/server/services/a/a.ts#handlers` | — |',
    ];
    expect(checkWhereItLives(doc(rows), read, 3)).toEqual([]);
  });

  it('reports a missing file and a missing symbol', () => {
    const rows = [
      '| A | `src/client/features/a/moved.ts#aSaga` | `src/server/services/a/a.ts#gone` | — |',
      '| B | `src/client/features/a/aSaga.ts` | — | — |',
    ];
    expect(checkWhereItLives(doc(rows), read, 2)).toEqual([
      '"A" Client: src/client/features/a/moved.ts does not exist',
      '"A" Server: src/server/services/a/a.ts declares no gone',
    ]);
  });

  it('takes neither an object key, a method, an import nor a comment for a declaration', () => {
    const rows = [
      '| A | `src/client/features/a/aSaga.ts#imported` | `src/server/services/a/a.ts#keyOnly` | — |',
      '| B | `src/client/features/a/aSaga.ts#gone` | `src/server/services/a/a.ts#method` | — |',
      '| C | `src/client/features/a/aSaga.ts#inComment` | — | — |',
    ];
    expect(checkWhereItLives(doc(rows), read, 3)).toEqual([
      '"A" Client: src/client/features/a/aSaga.ts declares no imported',
      '"A" Server: src/server/services/a/a.ts declares no keyOnly',
      '"B" Client: src/client/features/a/aSaga.ts declares no gone',
      '"B" Server: src/server/services/a/a.ts declares no method',
      '"C" Client: src/client/features/a/aSaga.ts declares no inComment',
    ]);
  });

  it('reports a cell that names no file, two files or a file of the other side', () => {
    const rows = [
      '| A | | — | — |',
      '| B | `src/client/features/a/aSaga.ts` and `src/client/x.ts` | — | — |',
      '| C | `src/server/services/a/a.ts` | — | — |',
      '| D | — | — |',
    ];
    expect(checkWhereItLives(doc(rows), read, 4)).toEqual([
      '"A" Client: "" is neither — nor one `path#symbol`',
      '"B" Client: "`src/client/features/a/aSaga.ts` and `src/client/x.ts`" is neither — nor one `path#symbol`',
      '"C" Client: src/server/services/a/a.ts is not under src/client/',
      '"D": 3 cells, not 4',
    ]);
  });

  it('reports a missing section, a section without a table and a table that is too short', () => {
    expect(checkWhereItLives('# Architecture\n\n## The three parts\n', read)).toEqual([
      'no section "## Where does it live"',
    ]);
    expect(checkWhereItLives('## Where does it live\n\nSoon.\n\n## Next\n', read)).toEqual([
      'no table in "## Where does it live"',
    ]);
    const row = '| A | `src/client/features/a/aSaga.ts#aSaga` | — | — |';
    expect(checkWhereItLives(doc([row, row]), read)).toEqual([`2 rows, fewer than ${MIN_ROWS}`]);
  });
});

describe(`${DOC}, "Where does it live"`, () => {
  const markdown = readFileSync(path.join(root, DOC), 'utf8');

  it('comes right after "The three parts"', () => {
    const headings = markdown.split('\n').filter((line) => /^## /.test(line));
    expect(headings[headings.indexOf('## The three parts') + 1]).toBe(`## ${SECTION}`);
  });

  it('names, for each behaviour, files that exist and symbols they declare', () => {
    expect(checkWhereItLives(markdown, fromDisk)).toEqual([]);
  });
});
