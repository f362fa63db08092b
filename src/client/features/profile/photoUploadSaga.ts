import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { UploadPhotoResponse } from '@shared/contracts/account';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { takeFile } from '@client/lib/fileRegistry';
import { uploadChannel, type UploadEvent } from '@client/api/uploadChannel';
import { callOn } from '@client/lib/calls';
import { successToast } from '@client/features/toasts';
import { sessionActions } from '@client/features/authentication';
import { PROFILE_REQUESTS as R, profileActions as a } from './profileSlice';
import { CACHE_KEYS, cacheActions } from '@client/features/cache';

/** The upload as a channel of progress, then one outcome; closing the channel aborts the request. */
export function photoUploadChannel(file: Blob): EventChannel<UploadEvent> {
  const body = new FormData();
  body.append('photo', file);
  return uploadChannel(({ signal, onProgress }) =>
    api.profile.uploadPhoto({ body }, { signal, onUploadProgress: onProgress }),
  );
}

/** Sends the registered file, reporting its progress; the answer is the new photo's path. */
export function* sendPhoto(fileId: string): SagaIterator<UploadPhotoResponse> {
  // Empty after a replayed action log or a double submit: nothing to send (docs/decisions/003).
  const file: Blob | undefined = yield call(takeFile, fileId);
  if (!file) throw new Error('The photo to send is no longer registered');
  const channel: EventChannel<UploadEvent> = yield call(photoUploadChannel, file);
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if (event.type === 'progress') yield put(a.photoUploadProgressed({ percent: event.percent }));
      else if (event.type === 'failed') throw event.error;
      else return event.body as UploadPhotoResponse;
    }
  } finally {
    // A newer upload (takeLatest) or the end of the session cancels this one: stop the transfer too.
    channel.close();
  }
}

/** The profile photo: progress while it is sent, then the session user's new photo. */
export const photoUploadCall = callOn(a.photoUploadRequested, {
  key: R.photo,
  call: ({ fileId }) => [sendPhoto, fileId],
  error: MSG.photoUpload,
  land: ({ photo }: UploadPhotoResponse) => [
    cacheActions.invalidated([CACHE_KEYS.userProfile]),
    sessionActions.userUpdated({ photo }),
    successToast(MSG.photoUploaded),
  ],
});
