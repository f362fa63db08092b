import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The client build's Babel plugin for react-router (webpack.config.js): unused components must be
// droppable by the minifier, and nothing else may change.

const root = path.resolve(__dirname, '../../..');
const PLUGIN = path.join(root, 'scripts/build/pureReactCalls.cjs');
const RUNNER = path.join(root, 'test/helpers/build/babelTransform.cjs');

const transform = (code: string) =>
  execFileSync(process.execPath, [RUNNER, PLUGIN], { input: code, encoding: 'utf8', cwd: root });

describe('marking React factory calls', () => {
  it('marks top-level forwardRef, createContext, memo and lazy calls as pure, once', () => {
    const out = transform(`
      var Form = React10.forwardRef(function Form() { return null; });
      var Ctx = createContext(null);
      const Memo = React.memo(Form);
      let Lazy = lazy(() => import('./x'));
      var Already = /* @__PURE__ */ React.createContext(null);
    `);
    expect(out).toContain('var Form = /*#__PURE__*/React10.forwardRef(');
    expect(out).toContain('var Ctx = /*#__PURE__*/createContext(null)');
    expect(out).toContain('const Memo = /*#__PURE__*/React.memo(Form)');
    expect(out).toContain('let Lazy = /*#__PURE__*/lazy(');
    expect(out.match(/__PURE__/g)).toHaveLength(5);
  });

  it('leaves calls inside functions and other calls alone', () => {
    const out = transform(`
      function make() { var Inner = React.forwardRef(render); return Inner; }
      var history = createBrowserHistory();
    `);
    expect(out).not.toContain('__PURE__');
  });

  it('removes top-level display names, and only those', () => {
    const out = transform(`
      var Link = React.forwardRef(render);
      Link.displayName = "Link";
      function make() { Inner.displayName = "Inner"; }
      Other.displayName = computed;
      Link.other = "kept";
    `);
    expect(out).not.toContain('Link.displayName');
    expect(out).toContain('Inner.displayName = "Inner"');
    expect(out).toContain('Other.displayName = computed');
    expect(out).toContain('Link.other = "kept"');
  });
});
