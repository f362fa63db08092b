import type { SagaIterator } from 'redux-saga';
import { call, fork, put } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { callOn } from '@client/lib/calls';
import { watchAll } from '@client/lib/lazyWatchers';
import { untilRehydrated } from '@client/lib/rehydrated';
import { singleRecordCalls } from '@client/lib/singleRecordSaga';
import { successToast } from '@client/features/toasts';
import { selectSiteSettings } from './siteSettingsSelectors';
import { siteSettingsActions as a, siteSettingsRecord } from './siteSettingsSlice';

const record = singleRecordCalls({
  record: siteSettingsRecord,
  calls: {
    read: () => api.siteSettings.get(),
    create: (body) => api.siteSettings.create({ body }),
    // PUT names the row in its body (the spec's call has no id in the path).
    update: (id, body) => api.siteSettings.update({ body: { id, ...body } }),
  },
  // A failed load is silent: the shell keeps showing the built-in defaults and the error is only kept.
  texts: {
    loadFailed: MSG.siteSettingsLoad,
    createFailed: MSG.siteSettingsCreate,
    updateFailed: MSG.siteSettingsUpdate,
    saved: MSG.siteSettingsSaved,
  },
  selectData: selectSiteSettings,
  announce: successToast,
});

export const siteSettingsCalls = [
  ...record.calls,
  callOn(a.patchRequested, {
    ...record.write,
    call: ({ id, changes }) => [api.siteSettings.patch, { params: { id }, body: changes }],
    error: MSG.siteSettingsPatch,
  }),
];

export function* siteSettingsSaga(): SagaIterator {
  yield fork(watchAll(siteSettingsCalls));
  // The shell needs the settings on every page, so the first load starts with the app, once the
  // settings kept in the browser are back (the fresh ones must land after them).
  yield call(untilRehydrated, 'siteSettings');
  yield put(a.fetchRequested());
}
