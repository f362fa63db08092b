/**
 * The messages between the QA replay view and the frame that renders the app's views from one step's
 * state (docs/requirements.md#qa). Both are pages of this origin; each side accepts messages only from
 * the other one.
 */
export const QA_FRAME_PATH = '/qa/frame';

export const isQaFramePage = (pathname: string): boolean => pathname.replace(/\/+$/, '') === QA_FRAME_PATH;

/** The replay view tells the frame what to show: the state after a step, on the page given. */
export interface ShowStep {
  kind: 'qa-replay:show';
  state: unknown;
  page: string;
}

/** The frame is listening. */
export interface FrameReady {
  kind: 'qa-replay:ready';
}

/** The page the frame shows now (it changes when a link inside the frame is followed). */
export interface FramePage {
  kind: 'qa-replay:page';
  page: string;
}

/** Actions the views dispatched; nothing handles them in a replay, so they change nothing. */
export interface FrameIgnored {
  kind: 'qa-replay:ignored';
  types: string[];
}

export type FromFrame = FrameReady | FramePage | FrameIgnored;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function readShowStep(data: unknown): ShowStep | null {
  if (!isObject(data) || data.kind !== 'qa-replay:show' || typeof data.page !== 'string') return null;
  if (!data.page.startsWith('/') || !isObject(data.state)) return null;
  return { kind: data.kind, state: data.state, page: data.page };
}

export function readFromFrame(data: unknown): FromFrame | null {
  if (!isObject(data)) return null;
  if (data.kind === 'qa-replay:ready') return { kind: data.kind };
  if (data.kind === 'qa-replay:page' && typeof data.page === 'string')
    return { kind: data.kind, page: data.page };
  if (data.kind === 'qa-replay:ignored' && Array.isArray(data.types)) {
    return { kind: data.kind, types: data.types.filter((t): t is string => typeof t === 'string') };
  }
  return null;
}
