import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as noCssVariables from '../../../src/client/app/build/noCssVariables';

// The client build replaces code inside two libraries and marks a third's factory calls pure
// (scripts/build/libraryTrims.cjs, docs/performance.md#trims). Each check here reads the installed
// library: an update that moves or renames what a trim relies on fails here instead of quietly
// bringing the code back into the first download, and one that makes a trim needless fails too.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const trims = require('../../../scripts/build/libraryTrims.cjs') as Record<
  'cssVariablesTheme' | 'touchRipple',
  { request: RegExp; issuer: RegExp; replacement: string }
>;

const root = path.resolve(__dirname, '../../..');
const lib = (file: string) => path.join(root, 'node_modules', file);

/** The static imports of an ES module: what it takes and from where. */
function importsOf(file: string): { what: string; from: string }[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^import\s+(.+?)\s+from\s+"([^"]+)";$/gm)].map((m) => ({
    what: m[1]!,
    from: m[2]!,
  }));
}

/** What the trim replaces in an importer: exactly one import, named by the trim's request pattern. */
function replacedImport(trim: { request: RegExp; issuer: RegExp }, importer: string) {
  expect(trim.issuer.test(importer)).toBe(true);
  const replaced = importsOf(importer).filter((i) => trim.request.test(i.from));
  expect(replaced).toHaveLength(1);
  return replaced[0]!;
}

describe('the CSS-variables theme left out', () => {
  it("createTheme still imports its CSS-variables branch as its default, which the stand-in's default replaces", () => {
    const taken = replacedImport(trims.cssVariablesTheme, lib('@mui/material/styles/createTheme.mjs'));
    expect(taken).toEqual({ what: 'createThemeWithVars', from: './createThemeWithVars.mjs' });
    expect(() => (noCssVariables.default as () => never)()).toThrow(/CSS-variable themes are left out/);
  });

  it('ThemeProvider still imports CssVarsProvider from its CSS-variables branch, and the stand-in has it', () => {
    const taken = replacedImport(trims.cssVariablesTheme, lib('@mui/material/styles/ThemeProvider.mjs'));
    expect(taken).toEqual({ what: '{ CssVarsProvider }', from: './ThemeProviderWithVars.mjs' });
    expect(noCssVariables.CssVarsProvider).toBe(noCssVariables.default);
  });

  it("the app's theme takes createTheme's plain branch: no CSS variables, no colour schemes", () => {
    const source = readFileSync(path.join(root, 'src/client/app/theme.ts'), 'utf8');
    expect(source).not.toMatch(/cssVariables|colorSchemes/);
    expect(trims.cssVariablesTheme.replacement).toBe(
      path.join(root, 'src/client/app/build/noCssVariables.ts'),
    );
  });
});

describe('the touch ripple loaded on first use', () => {
  it('ButtonBase still imports TouchRipple as its default, which the deferred ripple replaces', () => {
    const taken = replacedImport(trims.touchRipple, lib('@mui/material/ButtonBase/ButtonBase.mjs'));
    expect(taken).toEqual({ what: 'TouchRipple', from: './TouchRipple.mjs' });
    expect(trims.touchRipple.replacement).toBe(
      path.join(root, 'src/client/app/build/deferredTouchRipple.tsx'),
    );
  });
});

describe("react-router's factory calls marked pure", () => {
  const file = lib('react-router/dist/production/lib/dom/lib.js');
  const source = readFileSync(file, 'utf8');

  it('react-router does not mark its own components pure, so the plugin is still needed', () => {
    expect(source).toMatch(/^const Form = React\$1\.forwardRef\(/m);
    expect(source).not.toMatch(/__PURE__\*\/\s*React\$1\.forwardRef/);
  });

  it('the plugin marks them in the installed react-router, so that an unused Form can go', () => {
    const out = execFileSync(
      process.execPath,
      [
        path.join(root, 'test/helpers/build/babelTransform.cjs'),
        path.join(root, 'scripts/build/pureReactCalls.cjs'),
      ],
      { input: source, encoding: 'utf8', cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    expect(out).toMatch(/const Form = \/\*#__PURE__\*\/React\$1\.forwardRef\(/);
    expect(out).not.toMatch(/^Link\.displayName = "Link";$/m);
  });
});
