import type { EventChannel, SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { APPLICATION_FIELDS } from '@shared/contracts/consultants';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { uploadChannel, type UploadEvent } from '@client/api/uploadChannel';
import { takeFile } from '@client/lib/fileRegistry';
import { CONSULTANT_CALL } from './consultantErrors';
import type { ApplicationForm, Consultant } from './consultantModel';
import { CONSULTANT_REQUESTS as R, consultantsActions as a } from './consultantsSlice';
import { consultantSaved, consultantStale, consultantCall } from './consultantWritesSaga';
import { saveFile } from '@client/lib/download';
import { cvFileName, fetchCv } from './cvDownload';

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

/** Approve or reject: the answer replaces the consultant, which leaves the Pending queue. */
const review = (fallback: string) => ({
  ...consultantCall(fallback),
  key: ({ id }: { id: number }) => R.review(id),
});

/** The CV goes from the answer to the browser's download; no Blob reaches an action or the store. */
export function* downloadCv(consultantId: number): SagaIterator<null> {
  const file: Blob = yield call(fetchCv, consultantId);
  yield call(saveFile, file, cvFileName(consultantId, file.type));
  return null;
}

export const consultantApplicationsWatchers = [
  callOn(a.applyRequested, {
    ...consultantCall(MSG.consultantApplyFailed),
    // A double click must not send the application twice.
    take: 'leading',
    key: R.apply,
    call: ({ fileId, form }) => [sendApplication, fileId, form],
    land: (consultant: Consultant) => [a.myProfileReceived(consultant), consultantStale(consultant.id)],
  }),
  callOn(a.approveRequested, {
    ...review(MSG.consultantApproveFailed),
    call: ({ id, adminNotes }) => [
      api.consultants.approve,
      { params: { id }, body: adminNotes?.trim() ? { adminNotes: adminNotes.trim() } : {} },
      CONSULTANT_CALL,
    ],
    land: consultantSaved,
  }),
  callOn(a.rejectRequested, {
    ...review(MSG.consultantRejectFailed),
    call: ({ id, adminNotes }) => [
      api.consultants.reject,
      { params: { id }, body: { adminNotes } },
      CONSULTANT_CALL,
    ],
    land: consultantSaved,
  }),
  callOn(a.cvDownloadRequested, {
    ...consultantCall(MSG.consultantCvDownloadFailed),
    key: ({ consultantId }) => R.cv(consultantId),
    call: ({ consultantId }) => [downloadCv, consultantId],
  }),
];
