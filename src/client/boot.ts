// The first script of every page (docs/decisions/027-prerendered-public-pages.md). A prerendered page
// is complete without the app: the app's scripts are asked for once the browser has painted it, so
// that neither their download nor their compiling comes before the visitor sees the page. A hidden
// tab, which paints nothing, waits a tenth of a second instead. The page lists the scripts on this
// one's `data-scripts`; they run in that order.

const MAX_FRAME_WAIT_MS = 100;

const bootScript = document.currentScript as HTMLScriptElement | null;

function scriptsToLoad(): string[] {
  try {
    const list: unknown = JSON.parse(bootScript?.dataset.scripts ?? '[]');
    return Array.isArray(list) ? list.filter((src): src is string => typeof src === 'string') : [];
  } catch {
    return [];
  }
}

let started = false;

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
  if (started) return;
  started = true;
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

// A frame's callbacks run before it is painted; a task queued from them runs after.
requestAnimationFrame(() => setTimeout(startApp, 0));
setTimeout(startApp, MAX_FRAME_WAIT_MS);

// A module of its own, with nothing of the app in it.
export {};
