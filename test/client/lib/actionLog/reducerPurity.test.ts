import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Reducers are pure (docs/requirements.md): no clock, randomness, ids or browser storage inside them,
 * so that a recorded log replays to the same state anywhere. A static scan of every slice and of the
 * client modules it imports; a value read when an action is created (a `prepare` callback) is fine.
 */
const root = path.resolve(__dirname, '../../../..');
const client = path.join(root, 'src/client');
const scanned = [path.join(client, 'features'), path.join(client, 'lib'), path.join(root, 'src/shared')];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.ts$/.test(name) ? [full] : [];
  });
}

const parse = (file: string, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@client/')
    ? path.join(client, specifier.slice('@client/'.length))
    : specifier.startsWith('@shared/')
      ? path.join(root, 'src/shared', specifier.slice('@shared/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null;
  const file = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  return file && scanned.some((dir) => file.startsWith(dir)) ? file : null;
}

/** Value imports only: a type-only import brings no code. */
function importsOf(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return [];
    const resolved = resolveImport(source.fileName, (statement.moduleSpecifier as ts.StringLiteral).text);
    return resolved ? [resolved] : [];
  });
}

/** The slices, and every module their reducers may call into (sagas are never imported by a slice). */
function reducerModules(): string[] {
  const slices = [path.join(client, 'features'), path.join(client, 'lib')]
    .flatMap(filesUnder)
    .filter((file) => /\bcreate(Slice|Reducer)\(/.test(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  const queue = [...slices];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(parse(file)));
  }
  return [...seen].sort();
}

const IMPURE_GLOBALS = new Set([
  'localStorage',
  'sessionStorage',
  'window',
  'document',
  'crypto',
  'navigator',
]);

function impureUse(node: ts.Node): string | null {
  if (ts.isNewExpression(node) && node.expression.getText() === 'Date' && !node.arguments?.length)
    return 'new Date()';
  if (ts.isCallExpression(node)) {
    const callee = node.expression.getText();
    if (['Date.now', 'Math.random', 'performance.now', 'nanoid'].includes(callee)) return `${callee}()`;
  }
  if (ts.isIdentifier(node) && IMPURE_GLOBALS.has(node.text)) {
    const parent = node.parent;
    const isPropertyName =
      (ts.isPropertyAccessExpression(parent) && parent.name === node) || ts.isPropertyAssignment(parent);
    if (!isPropertyName) return node.text;
  }
  return null;
}

/** Inside a `prepare` callback: it runs when the action is created and puts its values in the action. */
function inPrepare(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if ((ts.isPropertyAssignment(n) || ts.isMethodDeclaration(n)) && n.name.getText() === 'prepare')
      return true;
  }
  return false;
}

function impurities(file: string, text?: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const use = impureUse(node);
    if (use && !inPrepare(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path.relative(root, file)}:${line + 1} ${use}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const IMPURE_SLICE = `
const slice = createSlice({
  reducers: {
    stamped(state) {
      state.at = Date.now();
      state.day = new Date().toISOString();
      state.id = Math.random();
      state.saved = localStorage.getItem('x');
      state.parsed = new Date('2025-01-01').getTime();
    },
    added: {
      reducer: (state, action) => void state.items.push(action.payload),
      prepare: (text, at = Date.now()) => ({ payload: { id: nanoid(), text, at } }),
    },
  },
});
`;

describe('reducer purity', () => {
  const modules = reducerModules();

  it('scans every slice and what it imports', () => {
    const names = modules.map((file) => path.relative(root, file));
    expect(names).toEqual(
      expect.arrayContaining(['src/client/features/tasks/tasksSlice.ts', 'src/client/lib/requests.ts']),
    );
    expect(names).toContain('src/client/features/notifications/notificationModel.ts');
    expect(names.filter((name) => /Saga\.ts$/.test(name))).toEqual([]);
  });

  it('finds no clock, randomness, generated id or browser global outside prepare callbacks', () => {
    expect(modules.flatMap((file) => impurities(file))).toEqual([]);
  });

  it('would notice one', () => {
    expect(impurities(path.join(client, 'features/example/exampleSlice.ts'), IMPURE_SLICE)).toEqual([
      expect.stringMatching(/:5 Date\.now\(\)$/),
      expect.stringMatching(/:6 new Date\(\)$/),
      expect.stringMatching(/:7 Math\.random\(\)$/),
      expect.stringMatching(/:8 localStorage$/),
    ]);
  });
});
