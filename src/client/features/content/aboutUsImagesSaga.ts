import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, put, select, take } from 'redux-saga/effects';
import { api } from '@client/api';
import { takeFile } from '@client/lib/fileRegistry';
import { callOn } from '@client/lib/calls';
import { uploadChannel, type UploadEvent } from '@client/api/uploadChannel';
import { toast } from '@client/features/toasts';
import type { AboutUs, AboutUsImage } from './contentModel';
import { selectAboutUs } from './contentSelectors';
import { aboutUsActions as a, IMAGE_REQUESTS } from './contentSlice';
import { CONTENT_TEXT as T } from './contentTexts';

export function createImageUploadChannel(
  aboutUsId: number,
  file: Blob,
  caption: string,
): EventChannel<UploadEvent> {
  const form = new FormData();
  // The caption goes first: a streaming multipart reader sees it before the file.
  form.append('caption', caption);
  form.append('image', file);
  return uploadChannel(({ signal, onProgress }) =>
    api.aboutUs.addImage({ params: { id: aboutUsId }, body: form }, { signal, onUploadProgress: onProgress }),
  );
}

/**
 * Sends the registered image to the about-us page, reporting its progress; answers the stored image, or
 * throws why it failed. No file after a replayed action log (docs/decisions/003); no page before its
 * text was first saved.
 */
export function* uploadImage(fileId: string, caption: string): SagaIterator<AboutUsImage> {
  const file: Blob | undefined = yield call(takeFile, fileId);
  const aboutUs: AboutUs | null = yield select(selectAboutUs);
  if (!file || !aboutUs) throw new Error('No file, or no about-us page to add it to');
  const channel: EventChannel<UploadEvent> = yield call(createImageUploadChannel, aboutUs.id, file, caption);
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if (event.type === 'progress') yield put(a.imageUploadProgressed({ percent: event.percent }));
      // The contract's answer to the upload (201) is the new image.
      else if (event.type === 'done') return event.body as AboutUsImage;
      else throw event.error;
    }
  } finally {
    // A newer upload (takeLatest) cancels this one: stop the transfer too.
    channel.close();
    yield put(a.imageUploadEnded());
  }
}

/** The gallery changed: the record is replaced by its new version, like any other answer. */
function* galleryChanged(change: (images: AboutUsImage[]) => AboutUsImage[], text: string): SagaIterator {
  const current: AboutUs | null = yield select(selectAboutUs);
  if (current) yield put(a.received({ ...current, images: change(current.images) }));
  yield toast(text, 'success');
}

/** The administrator's image uploads and deletions, loaded when first asked for (app/featureLoaders.ts). */
export const aboutUsImagesWatchers = [
  callOn(a.imageUploadRequested, {
    key: IMAGE_REQUESTS.upload,
    call: ({ fileId, caption }) => [uploadImage, fileId, caption],
    error: T.imageUploadFailed,
    message: () => T.imageUploaded,
    then: (image: AboutUsImage) => galleryChanged((images) => [...images, image], T.imageUploaded),
  }),
  callOn(a.imageDeleteRequested, {
    take: 'every',
    key: IMAGE_REQUESTS.remove,
    call: ({ imageId }) => [api.aboutUs.removeImage, { params: { imageId } }],
    error: T.imageDeleteFailed,
    then: (_, { imageId }) =>
      galleryChanged((images) => images.filter((i) => i.id !== imageId), T.imageDeleted),
  }),
];
