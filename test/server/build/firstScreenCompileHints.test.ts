import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// The client build's compile hints (webpack.config.js): the scripts of a first screen start with V8's
// hint, minified, hashed and mapped as they are shipped; a lazy chunk of something else does not.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FirstScreenCompileHints = require('../../../scripts/build/firstScreenCompileHints.cjs');
const HINT: string = FirstScreenCompileHints.COMPILE_HINT;

let dir: string;
let out: string;

/** A production build of the fixture into `into`, with the given plugins. */
function build(into: string, plugins: webpack.WebpackPluginInstance[]): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: into, filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    devtool: 'source-map',
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(into);
    }),
  );
}

const file = (prefix: string) => {
  const name = readdirSync(out).find((f) => f.startsWith(`${prefix}.`) && f.endsWith('.js'));
  if (!name) throw new Error(`no ${prefix} chunk in ${readdirSync(out).join(', ')}`);
  return { name, text: readFileSync(path.join(out, name), 'utf8') };
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  out = path.join(dir, 'dist');
  writeFileSync(
    path.join(dir, 'index.js'),
    `export function start() { return 'started'; }
     window.started = start();
     import(/* webpackChunkName: "page-home" */ './home.js').then((m) => m.render());
     import(/* webpackChunkName: "footer" */ './footer.js').then((m) => m.render());
     import(/* webpackChunkName: "charts" */ './charts.js').then((m) => m.render());`,
  );
  for (const name of ['home', 'footer', 'charts'])
    writeFileSync(path.join(dir, `${name}.js`), `export function render() { return '${name} drawn'; }`);
  await build(out, [new FirstScreenCompileHints()]);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('compile hints for the first screen', () => {
  it.each(['main', 'page-home', 'footer'])('open the %s chunk, before everything else', (chunk) => {
    const { text } = file(chunk);
    expect(text.split('\n')[0]).toBe(HINT);
    expect(text.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });

  it('leave other lazy chunks alone', () => {
    const { text } = file('charts');
    expect(text).toContain('charts drawn');
    expect(text).not.toContain('allFunctionsCalledOnLoad');
  });

  it('come after minification, and the source map counts the extra line', () => {
    const { name, text } = file('main');
    // The minifier keeps no comment of its own: the hint is added after it.
    expect(text.split('\n')[1]).not.toMatch(/^\s*\/\//);
    expect(text.split('\n')[1].length).toBeGreaterThan(0);
    const map = JSON.parse(readFileSync(path.join(out, `${name}.map`), 'utf8')) as { mappings: string };
    // The first line (the hint) maps to nothing: the mappings begin with a line separator.
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(text.trimEnd().endsWith(`//# sourceMappingURL=${name}.map`)).toBe(true);
  });

  it('are in the content hash of the files they open, and only those', async () => {
    const plain = await build(path.join(dir, 'plain'), []);
    const named = (prefix: string) =>
      readdirSync(plain).find((f) => f.startsWith(`${prefix}.`) && f.endsWith('.js'));
    for (const chunk of ['main', 'page-home', 'footer']) {
      expect(named(chunk)).toMatch(/^[a-z-]+\.[0-9a-f]{8}\.js$/);
      expect([chunk, named(chunk)]).not.toEqual([chunk, file(chunk).name]);
    }
    expect(named('charts')).toBe(file('charts').name);
  }, 60_000);
});
