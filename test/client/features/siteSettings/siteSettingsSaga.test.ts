import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '@client/app/rootReducer';
import {
  handleCreate,
  handleFetch,
  handlePatch,
  handleUpdate,
  pickSiteSettings,
  siteSettingsSaga,
} from '@client/features/siteSettings/siteSettingsSaga';
import { selectEffectiveSiteSettings } from '@client/features/siteSettings/siteSettingsSelectors';
import { siteSettingsActions } from '@client/features/siteSettings/siteSettingsSlice';
import * as api from '@client/api/calls/siteSettings';
import { MSG } from '@shared/messages';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { httpError } from '@test/client/apiAdapter';

const settings = { id: 1, ...SITE_DEFAULTS, siteName: 'Bosphorus Advisory', logoText: '' };

describe('site settings load', () => {
  it('starts at start-up and keeps what the server sent', async () => {
    const { storeState } = await expectSaga(siteSettingsSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getSiteSettings), settings]])
      .put(siteSettingsActions.fetchRequested())
      .put(siteSettingsActions.fetchSucceeded(settings))
      .silentRun(30);
    const effective = selectEffectiveSiteSettings(storeState);
    expect(effective.siteName).toBe('Bosphorus Advisory');
    // An empty field falls back on its own.
    expect(effective.logoText).toBe(SITE_DEFAULTS.logoText);
  });

  it('fails silently, keeping the server message or the spec text', async () => {
    const { storeState } = await expectSaga(handleFetch)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(api.getSiteSettings), throwError(httpError(500, { message: 'Database down' }))],
      ])
      .put(siteSettingsActions.fetchFailed({ error: 'Database down' }))
      .not.put.actionType('toasts/toastAdded')
      .run();
    expect(selectEffectiveSiteSettings(storeState)).toEqual(SITE_DEFAULTS);
    await expectSaga(handleFetch)
      .provide([[matchers.call.fn(api.getSiteSettings), throwError(new Error('Network Error'))]])
      .put(siteSettingsActions.fetchFailed({ error: MSG.siteSettingsLoad }))
      .run();
  });

  it('takes one settings object from any answer', () => {
    expect(pickSiteSettings([settings])).toBe(settings);
    expect(pickSiteSettings(settings)).toBe(settings);
    expect(pickSiteSettings([])).toBeNull();
    expect(pickSiteSettings('')).toBeNull();
  });
});

describe('site settings writes', () => {
  it.each([
    [
      'create',
      handleCreate,
      siteSettingsActions.createRequested(SITE_DEFAULTS),
      api.createSiteSettings,
      MSG.siteSettingsCreate,
    ],
    [
      'update',
      handleUpdate,
      siteSettingsActions.updateRequested(settings),
      api.updateSiteSettings,
      MSG.siteSettingsUpdate,
    ],
    [
      'patch',
      handlePatch,
      siteSettingsActions.patchRequested({ id: 1, changes: { siteName: 'X' } }),
      api.patchSiteSettings,
      MSG.siteSettingsPatch,
    ],
  ] as const)('%s succeeds and fails with its spec text', async (_name, saga, action, call, fallback) => {
    const ok = await expectSaga(saga as never, action)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(call), settings]])
      .put(siteSettingsActions.saveSucceeded(settings))
      .put.like({
        action: {
          type: 'toasts/toastAdded',
          payload: { message: MSG.siteSettingsSaved, variant: 'success' },
        },
      })
      .run();
    expect(ok.storeState.siteSettings.data).toEqual(settings);
    await expectSaga(saga as never, action)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(call), throwError(new Error('Network Error'))]])
      .put(siteSettingsActions.saveFailed({ error: fallback }))
      .run();
    await expectSaga(saga as never, action)
      .provide([[matchers.call.fn(call), throwError(httpError(403, { message: MSG.forbidden }))]])
      .put(siteSettingsActions.saveFailed({ error: MSG.forbidden }))
      .run();
  });

  it('patches by id with the changes only', async () => {
    await expectSaga(handlePatch, siteSettingsActions.patchRequested({ id: 4, changes: { siteName: 'X' } }))
      .provide([[matchers.call.fn(api.patchSiteSettings), settings]])
      .call(api.patchSiteSettings, 4, { siteName: 'X' })
      .run();
  });
});
