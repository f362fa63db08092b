import { dropTestStyles } from './styleCache';

/**
 * What a test file finds when it runs alone in a new jsdom window: empty storage, an empty body, the
 * site's root address and none of the styles of the rendering helpers' cache. In a group of files
 * (test/groups.js) each file starts this way. The head keeps the styles that Emotion's default cache
 * inserted (views rendered without the helpers), which it would otherwise not insert again.
 */
export function freshDocument(): void {
  dropTestStyles();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
}
