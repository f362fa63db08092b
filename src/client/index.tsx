import { startApp } from './app/startApp';
import { isQaFramePage } from './lib/actionLog/qaFrameProtocol';

// The QA replay view shows each step of a log in a frame of its own: that page renders the views from
// the state it is sent and starts nothing else (no sagas, no network, no storage).
if (isQaFramePage(window.location.pathname)) {
  void import(/* webpackChunkName: "qa-frame" */ './app/qaFrame/startQaFrame').then((frame) =>
    frame.startQaFrame(),
  );
} else {
  startApp();
}
