import { END, buffers, eventChannel, type EventChannel } from 'redux-saga';

export type UploadEvent =
  | { type: 'progress'; percent: number }
  | { type: 'done'; body: unknown }
  | { type: 'failed'; error: unknown };

export interface UploadControls {
  signal: AbortSignal;
  onProgress: (percent: number) => void;
}

/**
 * Any upload as a channel of progress, then one outcome. The buffer keeps events that arrive while the
 * saga is still dispatching the previous one; closing the channel aborts the request.
 */
export function uploadChannel(
  start: (controls: UploadControls) => Promise<unknown>,
): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    start({ signal: controller.signal, onProgress: (percent) => emit({ type: 'progress', percent }) })
      .then((body) => emit({ type: 'done', body }))
      .catch((error: unknown) => emit({ type: 'failed', error }))
      .finally(() => emit(END));
    return () => controller.abort();
  }, buffers.expanding<UploadEvent>(8));
}
