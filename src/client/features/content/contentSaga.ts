import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import * as contentApi from '@client/api/calls/content';
import { errorStatus, errorText } from '@client/api/client';
import { fieldErrors } from '@client/api/fieldErrors';
import { takeFile } from '@client/api/fileRegistry';
import { uploadChannel, type UploadEvent } from '@client/api/uploadChannel';
import { toast } from '@client/features/toasts/toastEffects';
import {
  normalizeAboutUs,
  normalizeAboutUsImage,
  normalizeHomepage,
  type AboutUs,
  type HomepageInfo,
} from './contentModel';
import { selectAboutUs, selectHomepage } from './contentSelectors';
import { contentActions as a } from './contentSlice';
import { CONTENT_TEXT as T } from './contentTexts';

// Nothing written yet answers 404: the page shows its empty state, not an error.
export function* handleAboutUs(): SagaIterator {
  try {
    const raw: unknown = yield call(contentApi.getAboutUs);
    yield put(a.aboutUsSucceeded(raw));
  } catch (e) {
    if (errorStatus(e) === 404) yield put(a.aboutUsSucceeded(null));
    else yield put(a.aboutUsFailed({ error: T.aboutUsLoadFailed }));
  }
}

export function* handleHomepage(): SagaIterator {
  try {
    const raw: unknown = yield call(contentApi.getHomepage);
    yield put(a.homepageSucceeded(raw));
  } catch (e) {
    if (errorStatus(e) === 404) yield put(a.homepageSucceeded(null));
    else yield put(a.homepageFailed({ error: T.homepageLoadFailed }));
  }
}

const hasImages = (raw: unknown) => Array.isArray((raw as { images?: unknown } | null)?.images);

/** The first save creates the content; later ones update it. */
export function* handleAboutUsSave(action: ReturnType<typeof a.aboutUsSaveRequested>): SagaIterator {
  const current: AboutUs | null = yield select(selectAboutUs);
  try {
    const raw: unknown = current?.id
      ? yield call(contentApi.updateAboutUs, current.id, action.payload)
      : yield call(contentApi.createAboutUs, action.payload);
    const saved = normalizeAboutUs(raw) ?? { ...action.payload, id: current?.id ?? 0, images: [] };
    // An update may answer without the images, which it did not touch.
    if (!hasImages(raw)) saved.images = current?.images ?? [];
    yield put(a.aboutUsSaveSucceeded({ aboutUs: saved, message: T.aboutUsSaved }));
    yield toast(T.aboutUsSaved, 'success');
  } catch (e) {
    yield put(a.aboutUsSaveFailed({ error: errorText(e, T.aboutUsSaveFailed), fieldErrors: fieldErrors(e) }));
  }
}

export function* handleHomepageSave(action: ReturnType<typeof a.homepageSaveRequested>): SagaIterator {
  const current: HomepageInfo | null = yield select(selectHomepage);
  try {
    const raw: unknown = current?.id
      ? yield call(contentApi.updateHomepage, current.id, action.payload)
      : yield call(contentApi.createHomepage, action.payload);
    const saved = normalizeHomepage(raw) ?? { ...action.payload, id: current?.id ?? 0 };
    yield put(a.homepageSaveSucceeded({ homepage: saved, message: T.homepageSaved }));
    yield toast(T.homepageSaved, 'success');
  } catch (e) {
    yield put(
      a.homepageSaveFailed({ error: errorText(e, T.homepageSaveFailed), fieldErrors: fieldErrors(e) }),
    );
  }
}

export function createImageUploadChannel(
  aboutUsId: number,
  file: Blob,
  caption: string,
): EventChannel<UploadEvent> {
  return uploadChannel((controls) => contentApi.uploadAboutUsImage(aboutUsId, file, caption, controls));
}

/** The new image from an answer that is the image itself or the whole about-us content. */
function uploadedImage(body: unknown) {
  if (hasImages(body)) return normalizeAboutUs(body)?.images.at(-1) ?? null;
  return normalizeAboutUsImage(body);
}

export function* handleImageUpload(action: ReturnType<typeof a.imageUploadRequested>): SagaIterator {
  const file: Blob | undefined = yield call(takeFile, action.payload.fileId);
  const aboutUs: AboutUs | null = yield select(selectAboutUs);
  // Empty after a replayed action log (docs/decisions/003), or before the text was first saved.
  if (!file || !aboutUs?.id) {
    yield put(a.imageUploadFailed({ error: T.imageUploadFailed }));
    return;
  }
  const channel: EventChannel<UploadEvent> = yield call(
    createImageUploadChannel,
    aboutUs.id,
    file,
    action.payload.caption,
  );
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if (event.type === 'progress') {
        yield put(a.imageUploadProgressed({ percent: event.percent }));
        continue;
      }
      const image = event.type === 'done' ? uploadedImage(event.body) : null;
      if (!image) {
        const error =
          event.type === 'failed' ? errorText(event.error, T.imageUploadFailed) : T.imageUploadFailed;
        yield put(a.imageUploadFailed({ error }));
        return;
      }
      yield put(a.imageUploadSucceeded({ image, message: T.imageUploaded }));
      yield toast(T.imageUploaded, 'success');
      return;
    }
  } finally {
    // A newer upload (takeLatest) cancels this one: stop the transfer too.
    channel.close();
  }
}

export function* handleImageDelete(action: ReturnType<typeof a.imageDeleteRequested>): SagaIterator {
  try {
    yield call(contentApi.deleteAboutUsImage, action.payload.imageId);
    yield put(a.imageDeleteSucceeded(action.payload));
    yield toast(T.imageDeleted, 'success');
  } catch (e) {
    yield put(a.imageDeleteFailed({ error: errorText(e, T.imageDeleteFailed) }));
  }
}

export function* contentSaga(): SagaIterator {
  yield takeLatest(a.aboutUsRequested.type, handleAboutUs);
  yield takeLatest(a.homepageRequested.type, handleHomepage);
  yield takeLatest(a.aboutUsSaveRequested.type, handleAboutUsSave);
  yield takeLatest(a.homepageSaveRequested.type, handleHomepageSave);
  yield takeLatest(a.imageUploadRequested.type, handleImageUpload);
  yield takeEvery(a.imageDeleteRequested.type, handleImageDelete);
}
