import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, put, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { APPLICATION_FIELDS } from '@shared/contracts/consultants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { watchAll, type Watcher } from '@client/lib/lazyWatchers';
import { uploadChannel, type UploadEvent } from '@client/api/uploadChannel';
import { takeFile } from '@client/lib/fileRegistry';
import { request } from '@client/lib/request';
import { CONSULTANT_CALL, consultantErrorText, sessionEndOn401 } from './consultantErrors';
import type { ApplicationForm, Consultant } from './consultantModel';
import { CONSULTANT_REQUESTS as R, consultantsActions as a } from './consultantsSlice';
import { invalidateConsultant } from './consultantWritesSaga';
import { cvFileName, fetchCv, saveFile } from './cvDownload';

/** The form's text fields, as the contract names them beside the file `cv`. */
const FORM_FIELDS = [
  'specialization',
  'bio',
  'linkedInUrl',
  'yearsOfExperience',
  'expertise',
] as const satisfies ReadonlyArray<(typeof APPLICATION_FIELDS)[number]>;

/** The application as multipart form data (docs/requirements.md#validation): the fields given, and the CV. */
export function applicationFormData(file: Blob, form: ApplicationForm): FormData {
  const body = new FormData();
  for (const field of FORM_FIELDS) {
    const value = form[field];
    if (value !== undefined && value !== null) body.append(field, String(value));
  }
  body.append('cv', file);
  return body;
}

/** The upload as a channel of progress, then one outcome; closing the channel aborts the request. */
export function applicationUploadChannel(file: Blob, form: ApplicationForm): EventChannel<UploadEvent> {
  const body = applicationFormData(file, form);
  return uploadChannel(({ signal, onProgress }) =>
    api.consultants.apply({ body }, { ...CONSULTANT_CALL, signal, onUploadProgress: onProgress }),
  );
}

/** Sends the registered CV with the form, reporting progress like the profile photo does. */
export function* sendApplication(fileId: string, form: ApplicationForm): SagaIterator<Consultant> {
  // Empty after a replayed action log or a double submit: nothing to send (docs/decisions/003).
  const file: Blob | undefined = yield call(takeFile, fileId);
  if (!file) throw new Error(MSG.consultantCvMissing);
  const channel: EventChannel<UploadEvent> = yield call(applicationUploadChannel, file, form);
  try {
    while (true) {
      const event: UploadEvent = yield take(channel);
      if (event.type === 'progress') yield put(a.applyProgressed({ percent: event.percent }));
      else if (event.type === 'failed') throw event.error;
      else return event.body as Consultant;
    }
  } finally {
    channel.close();
  }
}

export function* handleApply(action: ReturnType<typeof a.applyRequested>): SagaIterator {
  const { fileId, form } = action.payload;
  yield* request({
    key: R.apply,
    call: [sendApplication, fileId, form],
    error: consultantErrorText(MSG.consultantApplyFailed),
    onSuccess: function* (consultant: Consultant) {
      yield put(a.myProfileReceived(consultant));
      yield call(invalidateConsultant, consultant.id);
    },
    onFailure: sessionEndOn401,
  });
}

/** Approve or reject: the answer replaces the consultant, which leaves the Pending queue. */
function* review(id: number, send: () => Promise<Consultant>, fallback: string): SagaIterator {
  yield* request({
    key: R.review(id),
    call: [send],
    error: consultantErrorText(fallback),
    onSuccess: function* (consultant: Consultant) {
      yield put(a.updated(consultant));
      yield call(invalidateConsultant, consultant.id);
    },
    onFailure: sessionEndOn401,
  });
}

export function* handleApprove(action: ReturnType<typeof a.approveRequested>): SagaIterator {
  const { id, adminNotes } = action.payload;
  const body = adminNotes?.trim() ? { adminNotes: adminNotes.trim() } : {};
  const send = () => api.consultants.approve({ params: { id }, body }, CONSULTANT_CALL);
  yield call(review, id, send, MSG.consultantApproveFailed);
}

export function* handleReject(action: ReturnType<typeof a.rejectRequested>): SagaIterator {
  const { id, adminNotes } = action.payload;
  const send = () => api.consultants.reject({ params: { id }, body: { adminNotes } }, CONSULTANT_CALL);
  yield call(review, id, send, MSG.consultantRejectFailed);
}

/** The CV goes from the answer to the browser's download; no Blob reaches an action or the store. */
export function* downloadCv(consultantId: number): SagaIterator<null> {
  const file: Blob = yield call(fetchCv, consultantId);
  yield call(saveFile, file, cvFileName(consultantId, file.type));
  return null;
}

export function* handleCvDownload(action: ReturnType<typeof a.cvDownloadRequested>): SagaIterator {
  const { consultantId } = action.payload;
  yield* request({
    key: R.cv(consultantId),
    call: [downloadCv, consultantId],
    error: consultantErrorText(MSG.consultantCvDownloadFailed),
    onFailure: sessionEndOn401,
  });
}

export const consultantApplicationsWatchers: readonly Watcher[] = [
  // A double click must not send the application twice.
  [takeLeading, a.applyRequested.type, handleApply],
  [takeEvery, a.approveRequested.type, handleApprove],
  [takeEvery, a.rejectRequested.type, handleReject],
  [takeEvery, a.cvDownloadRequested.type, handleCvDownload],
];

export const consultantApplicationsSaga = watchAll(consultantApplicationsWatchers);
