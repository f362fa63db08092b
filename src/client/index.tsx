import { isQaFramePage } from './lib/actionLog/qaFrameProtocol';
import { nextTask } from './lib/startup';

/**
 * The app's code is evaluated in steps, each in a task of its own (its scripts are loaded once the
 * page has been painted, boot.ts): React, then the theme and its styling, then the store with its
 * slices and sagas, then the routes and pages. The modules stay in the same files ("eager").
 */
async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/AppProviders');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/startApp');
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
