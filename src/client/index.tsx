import { isQaFramePage } from './lib/actionLog/qaFrameProtocol';
import { nextTask } from './lib/startup';

/**
 * The app's code is evaluated in steps, each in a task of its own (its scripts are loaded once the
 * page has been painted, boot.ts), so that no step keeps the browser from handling input for long:
 * React, the theme (with MUI's styling), the providers, the slices (with Redux), the sagas (with
 * redux-saga), the store, the shell of the pages, the route table, the action log's recorder, then
 * the start. Each library comes with the first module that needs it: imported apart, webpack could
 * not join its modules. The modules stay in the same files ("eager").
 */
const STEPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './app/theme'),
  () => import(/* webpackMode: "eager" */ './app/AppProviders'),
  () => import(/* webpackMode: "eager" */ './app/eagerReducers'),
  () => import(/* webpackMode: "eager" */ './app/rootSaga'),
  () => import(/* webpackMode: "eager" */ './app/store'),
  // eslint-disable-next-line import-x/no-restricted-paths -- an eager step: a dynamic import of the index would take in all it exports.
  () => import(/* webpackMode: "eager" */ './features/siteSettings/AppShell'),
  () => import(/* webpackMode: "eager" */ './app/routes'),
  () => import(/* webpackMode: "eager" */ './lib/actionLog/recorder'),
];

async function start(): Promise<void> {
  for (const step of STEPS) {
    // Each step in a task of its own, the first one apart from this script's compiling as well.
    await nextTask();
    await step();
  }
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/startApp');
  await nextTask();
  startApp();
}

// The QA replay view shows each step of a log in a frame of its own: that page renders the views from
// the state it is sent and starts nothing else (no sagas, no network, no storage).
if (isQaFramePage(window.location.pathname)) {
  void import(/* webpackChunkName: "qa-frame" */ './app/qaFrame/startQaFrame').then((frame) =>
    frame.startQaFrame(),
  );
} else {
  void start();
}
