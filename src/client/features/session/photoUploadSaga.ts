import type { PayloadAction } from '@reduxjs/toolkit';
import { END, buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import * as profileApi from '@client/api/calls/profile';
import { errorText } from '@client/api/client';
import { takeFile } from '@client/api/fileRegistry';
import { toast } from '@client/features/toasts/toastEffects';
import { sessionActions as a } from './sessionSlice';

export type UploadEvent =
  | { type: 'progress'; percent: number }
  | { type: 'done'; body: unknown }
  | { type: 'failed'; error: unknown };

/**
 * The upload as a channel of progress, then one outcome. The buffer keeps events that arrive while
 * the saga is still dispatching the previous one; closing the channel aborts the request.
 */
export function createUploadChannel(file: Blob): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const controller = new AbortController();
    profileApi
      .uploadPhoto(file, {
        signal: controller.signal,
        onProgress: (percent) => emit({ type: 'progress', percent }),
      })
      .then((body) => emit({ type: 'done', body }))
      .catch((error: unknown) => emit({ type: 'failed', error }))
      .finally(() => emit(END));
    return () => controller.abort();
  }, buffers.expanding<UploadEvent>(8));
}

export function* photoUploadSaga(action: PayloadAction<{ fileId: string }>): SagaIterator {
  // Empty after a replayed action log or a double submit: nothing to send (docs/decisions/003).
  const file: Blob | undefined = yield call(takeFile, action.payload.fileId);
  if (!file) {
    yield put(a.photoUploadFailed({ error: MSG.photoUpload }));
    return;
  }
  const channel: EventChannel<UploadEvent> = yield call(createUploadChannel, file);
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if (event.type === 'progress') {
        yield put(a.photoUploadProgressed({ percent: event.percent }));
      } else if (event.type === 'failed') {
        yield put(a.photoUploadFailed({ error: errorText(event.error, MSG.photoUpload) }));
        return;
      } else {
        const photo = (event.body as { photo?: unknown } | null | undefined)?.photo;
        if (typeof photo !== 'string' || photo === '') {
          yield put(a.photoUploadFailed({ error: MSG.photoUpload }));
          return;
        }
        yield put(a.photoUploadSucceeded({ photo }));
        yield toast(MSG.photoUploaded, 'success');
        return;
      }
    }
  } finally {
    // A newer upload (takeLatest) or the end of the session cancels this one: stop the transfer too.
    channel.close();
  }
}
