import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The schema library stays on the server: the shared domain modules never load it, and the client
// takes only types from the contracts that are built with it.

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

interface Import {
  file: string;
  from: string;
  /** Erased at build time: `import type`, `export type`, or only `type` specifiers. */
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const rel = path.relative(root, file);
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypeSpecifiers =
        !!named && ts.isNamedImports(named) && !clause.name && named.elements.every((e) => e.isTypeOnly);
      found.push({
        file: rel,
        from: node.moduleSpecifier.text,
        typeOnly: !!clause && (clause.isTypeOnly || onlyTypeSpecifiers),
      });
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause;
      const onlyTypeSpecifiers =
        !!named && ts.isNamedExports(named) && named.elements.every((e) => e.isTypeOnly);
      found.push({
        file: rel,
        from: node.moduleSpecifier.text,
        typeOnly: node.isTypeOnly || onlyTypeSpecifiers,
      });
    }
  }
  return found;
}

const SCHEMA_LIBRARY = /^(typebox|@sinclair\/typebox)(\/|$)/;

describe('the schema library stays out of the client bundle', () => {
  it('the shared domain modules import neither the schema library nor the contracts', () => {
    const files = sourceFiles('src/shared/domain');
    expect(files.length).toBeGreaterThan(0);
    const offending = files
      .flatMap(importsOf)
      .filter((i) => SCHEMA_LIBRARY.test(i.from) || /(^|\/)contracts(\/|$)/.test(i.from));
    expect(offending).toEqual([]);
  });

  it('no other shared module loads them either, so the client cannot reach them through one', () => {
    const contracts = path.join(root, 'src/shared/contracts');
    const offending = sourceFiles('src/shared')
      .filter((file) => !file.startsWith(contracts + path.sep))
      .flatMap(importsOf)
      .filter((i) => (SCHEMA_LIBRARY.test(i.from) || /(^|\/)contracts\//.test(i.from)) && !i.typeOnly);
    expect(offending).toEqual([]);
  });

  it('the client takes only types from the contracts and the schema library', () => {
    const offending = sourceFiles('src/client')
      .flatMap(importsOf)
      .filter((i) => (SCHEMA_LIBRARY.test(i.from) || i.from.startsWith('@shared/contracts/')) && !i.typeOnly);
    expect(offending).toEqual([]);
  });
});
