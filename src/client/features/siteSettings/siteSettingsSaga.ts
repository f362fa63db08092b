import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { untilRehydrated } from '@client/lib/rehydrated';
import { singleRecordSaga } from '@client/lib/singleRecordSaga';
import { toast } from '@client/features/toasts/toastEffects';
import { selectSiteSettings } from './siteSettingsSelectors';
import { siteSettingsActions as a, siteSettingsRecord } from './siteSettingsSlice';

const record = singleRecordSaga({
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
  announce: (text) => toast(text, 'success'),
});

export const { handleFetch, handleSave } = record;

export function* handlePatch(action: ReturnType<typeof a.patchRequested>): SagaIterator {
  const { id, changes } = action.payload;
  yield* record.save([api.siteSettings.patch, { params: { id }, body: changes }], MSG.siteSettingsPatch);
}

export function* siteSettingsSaga(): SagaIterator {
  yield* record.watch();
  yield takeLatest(a.patchRequested.type, handlePatch);
  // The shell needs the settings on every page, so the first load starts with the app, once the
  // settings kept in the browser are back (the fresh ones must land after them).
  yield call(untilRehydrated, 'siteSettings');
  yield put(a.fetchRequested());
}
