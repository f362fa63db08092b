// The first script of every page (docs/decisions/027-prerendered-public-pages.md). A prerendered page
// is complete without the app: the app's scripts are asked for once the browser has shown it, so
// that neither their download nor their compiling comes before the visitor sees the page. The page
// lists the scripts on this one's `data-scripts`; they run in that order.

/** A hidden tab paints nothing: it waits this long instead. */
const HIDDEN_TAB_WAIT_MS = 100;
/** The longest wait for the first paint to be shown (a window that draws no frames, say). */
const MAX_PAINT_WAIT_MS = 1000;

const bootScript = document.currentScript as HTMLScriptElement | null;

function scriptsToLoad(): string[] {
  try {
    const list: unknown = JSON.parse(bootScript?.dataset.scripts ?? '[]');
    return Array.isArray(list) ? list.filter((src): src is string => typeof src === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Asks for the scripts one task at a time: starting a request costs the main thread a few
 * milliseconds, four times that on a phone. Scripts marked `async = false` run in the order they
 * were inserted, whenever each arrives.
 */
function insertScripts(sources: string[]): void {
  const src = sources.shift();
  if (src === undefined) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = false;
  document.head.append(script);
  setTimeout(() => insertScripts(sources), 0);
}

function startApp(): void {
  insertScripts(scriptsToLoad());
}

// A prerendered form sent before the app has taken it over is held, not posted: the app sends it
// once the form is its own (components/forms/typedBeforeHydration.ts, `claimEarlyForm`).
const prerenderedForms = new WeakSet<HTMLFormElement>(document.querySelectorAll('#root form'));
let heldForm: HTMLFormElement | null = null;

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !prerenderedForms.has(form)) return;
    event.preventDefault();
    heldForm = form;
  },
  true,
);

const earlyForms: EarlyForms = {
  claim(form) {
    prerenderedForms.delete(form);
    const held = heldForm === form;
    if (held) heldForm = null;
    return held;
  },
};
(window as unknown as { earlyForms?: EarlyForms }).earlyForms = earlyForms;

interface EarlyForms {
  /** The app has taken this form over; true when it was sent before that. */
  claim(form: HTMLFormElement): boolean;
}

/**
 * Calls `callback` once, in a task after the first paint with content has been shown. A frame's
 * callbacks run before it is drawn, and the frame reaches the screen later still (a phone's slower):
 * the browser's paint timing entry says when it was shown. A page without content (a signed-in route,
 * drawn by the app) or a browser without paint timing waits for the next frame.
 */
export function afterFirstPaint(callback: () => void): void {
  let called = false;
  const then = () => {
    if (called) return;
    called = true;
    callback();
  };
  const prerendered = document.getElementById('root')?.firstElementChild != null;
  const observable =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (prerendered && observable) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(then, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(then, 0));
  }
  setTimeout(then, MAX_PAINT_WAIT_MS);
  if (document.visibilityState === 'hidden') setTimeout(then, HIDDEN_TAB_WAIT_MS);
}

afterFirstPaint(startApp);
