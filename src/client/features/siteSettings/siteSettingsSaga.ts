import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, type CallEffect } from 'redux-saga/effects';
import type { SiteSettings, SiteSettingsInput, SiteSettingsPatch } from '@shared/contracts/siteSettings';
import { MSG } from '@shared/messages';
import * as siteSettingsApi from '@client/api/calls/siteSettings';
import { errorText } from '@client/api/client';
import { toast } from '@client/features/toasts/toastEffects';
import { siteSettingsActions as a } from './siteSettingsSlice';

/** One settings object; a list answer gives its first row, an empty answer none (the defaults apply). */
export function pickSiteSettings(body: unknown): SiteSettings | null {
  const row: unknown = Array.isArray(body) ? body[0] : body;
  return row && typeof row === 'object' ? (row as SiteSettings) : null;
}

export function* handleFetch(): SagaIterator {
  try {
    const body: unknown = yield call(siteSettingsApi.getSiteSettings);
    yield put(a.fetchSucceeded(pickSiteSettings(body)));
  } catch (e) {
    // Silent: the shell keeps showing the built-in defaults and the error is only kept.
    yield put(a.fetchFailed({ error: errorText(e, MSG.siteSettingsLoad) }));
  }
}

/** The admin's writes: the request effect is built by the caller so tests can provide it by function. */
function* save(request: CallEffect, fallback: string): SagaIterator {
  try {
    const saved: SiteSettings = yield request;
    yield put(a.saveSucceeded(saved));
    yield toast(MSG.siteSettingsSaved, 'success');
  } catch (e) {
    // The settings form shows saveError next to the fields.
    yield put(a.saveFailed({ error: errorText(e, fallback) }));
  }
}

export function* handleCreate(action: PayloadAction<SiteSettingsInput>): SagaIterator {
  yield* save(call(siteSettingsApi.createSiteSettings, action.payload), MSG.siteSettingsCreate);
}

export function* handleUpdate(action: PayloadAction<SiteSettingsInput & { id?: number }>): SagaIterator {
  yield* save(call(siteSettingsApi.updateSiteSettings, action.payload), MSG.siteSettingsUpdate);
}

export function* handlePatch(
  action: PayloadAction<{ id: number; changes: SiteSettingsPatch }>,
): SagaIterator {
  const { id, changes } = action.payload;
  yield* save(call(siteSettingsApi.patchSiteSettings, id, changes), MSG.siteSettingsPatch);
}

export function* siteSettingsSaga(): SagaIterator {
  yield takeLatest(a.fetchRequested.type, handleFetch);
  yield takeLatest(a.createRequested.type, handleCreate);
  yield takeLatest(a.updateRequested.type, handleUpdate);
  yield takeLatest(a.patchRequested.type, handlePatch);
  // The shell needs the settings on every page, so the first load starts with the app.
  yield put(a.fetchRequested());
}
