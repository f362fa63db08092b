import createCache, { type EmotionCache } from '@emotion/cache';
import type { SerializedStyles } from '@emotion/react';
import { createBrowserStyleCache, PRERENDERED_CLASSES } from '@client/app/styleCache';

// The app's Emotion cache (decision 031): the prefixes it writes, and a prerendered page's styles
// taken over where the server put them.

const styles = (name: string, css: string): SerializedStyles => ({ name, styles: css, next: undefined });

/** The rules a cache hands its sheet for one class. */
function written(cache: EmotionCache, css: string): string {
  const insert = jest.spyOn(cache.sheet, 'insert');
  cache.insert(`.${cache.key}-t`, styles('t', css), cache.sheet, true);
  const rules = insert.mock.calls.map(([rule]) => rule).join('');
  insert.mockRestore();
  return rules;
}

describe("the app's style cache", () => {
  // The head as the file before left it: in a group of files, other caches' styles are there, which
  // their caches would later remove or update.
  let head: Node[] = [];
  beforeEach(() => {
    head = [...document.head.childNodes];
  });
  afterEach(() => {
    document.head.replaceChildren(...head);
  });

  it('writes only the prefixes that supported browsers need', () => {
    const css = written(
      createBrowserStyleCache(),
      'display:flex;align-items:center;transition:opacity 1s;user-select:none;backdrop-filter:blur(2px);',
    );
    expect(css).toContain('display:flex;align-items:center;transition:opacity 1s;');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(2px);backdrop-filter:blur(2px);');
    expect(css).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-flex|-webkit-transition/);
    // Emotion's default prefixer, for comparison, writes the old forms too.
    expect(written(createCache({ key: 'old' }), 'display:flex;')).toContain('-ms-flexbox');
  });

  it("takes a prerendered page's class styles over without moving them, and adds new ones after", () => {
    document.head.innerHTML =
      '<style data-emotion="css-global g1" data-s="">body{margin:0}</style>' +
      `<style ${PRERENDERED_CLASSES}="a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>` +
      '<meta name="after">';
    const prerendered = document.head.querySelector(`style[${PRERENDERED_CLASSES}]`);
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true });

    // Emotion's own default cache, made as its React package loads, and the app's.
    createCache({ key: 'css' });
    const cache = createBrowserStyleCache();

    expect(observer.takeRecords()).toHaveLength(0);
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(document.head.children[1]).toBe(prerendered);

    expect(written(cache, 'color:green;')).toBe('.css-t{color:green;}');
    expect(cache.inserted.t).toBe(true);
    const added = observer.takeRecords().flatMap((record) => [...record.addedNodes]);
    expect(added).toHaveLength(1);
    expect(document.head.lastElementChild).toBe(added[0]);
    observer.disconnect();
  });
});
