import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { siteSettingsCalls, siteSettingsSaga } from '@client/features/siteSettings/siteSettingsSaga';
import {
  selectEffectiveSiteSettings,
  selectSiteSettings,
  selectSiteSettingsLoad,
  selectSiteSettingsSave,
} from '@client/features/siteSettings/siteSettingsSelectors';
import { siteSettingsActions as a } from '@client/features/siteSettings/siteSettingsSlice';
import { serveAction } from '@client/lib/calls';
import { MSG } from '@shared/messages';
import { SITE_DEFAULTS } from '@shared/siteDefaults';
import { serveRoutes, type FakeReply } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';

const settings = { id: 1, ...SITE_DEFAULTS, siteName: 'Bosphorus Advisory', logoText: '' };
const context = contextProvider(makeTestContext());
const base = (): RootState => rootReducer(undefined, { type: '@@init' });
const loaded = () => rootReducer(base(), a.received(settings));
const savedToast = {
  action: { type: 'toasts/toastAdded', payload: { message: MSG.siteSettingsSaved, variant: 'success' } },
};

/** One action served as the table serves it. */
const serve = (action: UnknownAction) => expectSaga(serveAction, siteSettingsCalls, action);

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

describe('site settings load', () => {
  it('starts at start-up and keeps what the server sent', async () => {
    fake = serveRoutes({ 'GET /sitesettings': { status: 200, data: settings } });
    const { storeState } = await expectSaga(siteSettingsSaga)
      .withReducer(rootReducer)
      .provide([context])
      .put(a.fetchRequested())
      .put(a.received(settings))
      .silentRun(50);
    expect(selectSiteSettingsLoad(storeState).status).toBe('succeeded');
    const effective = selectEffectiveSiteSettings(storeState);
    expect(effective.siteName).toBe('Bosphorus Advisory');
    // An empty field falls back on its own.
    expect(effective.logoText).toBe(SITE_DEFAULTS.logoText);
  });

  it('fails silently, keeping the server message or the spec text, and the defaults apply', async () => {
    fake = serveRoutes({ 'GET /sitesettings': { status: 500, data: { message: 'Database down' } } });
    const { storeState } = await serve(a.fetchRequested())
      .withReducer(rootReducer)
      .provide([context])
      .not.put.actionType('toasts/toastAdded')
      .run();
    expect(selectSiteSettingsLoad(storeState)).toMatchObject({ status: 'failed', error: 'Database down' });
    expect(selectEffectiveSiteSettings(storeState)).toEqual(SITE_DEFAULTS);
    fake.restore();
    fake = serveRoutes({ 'GET /sitesettings': { status: 500 } });
    const second = await serve(a.fetchRequested())
      .withReducer(rootReducer, loaded())
      .provide([context])
      .run();
    expect(selectSiteSettingsLoad(second.storeState).error).toBe(MSG.siteSettingsLoad);
    // The copy this browser kept stays in use.
    expect(selectSiteSettings(second.storeState)).toEqual(settings);
  });
});

describe('site settings writes', () => {
  const { id: _id, ...fields } = settings;
  const changed = { ...settings, siteName: 'X' };

  it.each([
    ['creates (POST) when none is known', base, 'POST /sitesettings', fields, MSG.siteSettingsCreate],
    ['replaces (PUT) the known one by id', loaded, 'PUT /sitesettings', settings, MSG.siteSettingsUpdate],
  ] as const)('%s, failing with its spec text', async (_name, state, call, body, fallback) => {
    const run = (reply: FakeReply) => {
      fake?.restore();
      fake = serveRoutes({ [call]: reply });
      return serve(a.saveRequested(fields)).withReducer(rootReducer, state()).provide([context]);
    };
    const ok = await run({ status: 200, data: changed }).put.like(savedToast).run();
    expect(JSON.parse(fake!.calls[0].data as string)).toEqual(body);
    expect(selectSiteSettings(ok.storeState)).toEqual(changed);
    expect(selectSiteSettingsSave(ok.storeState)).toMatchObject({
      status: 'succeeded',
      message: MSG.siteSettingsSaved,
    });
    const network = await run({ status: 0 }).run();
    expect(selectSiteSettingsSave(network.storeState)).toMatchObject({ status: 'failed', error: fallback });
    const refused = await run({ status: 403, data: { message: MSG.forbidden } }).run();
    expect(selectSiteSettingsSave(refused.storeState).error).toBe(MSG.forbidden);
  });

  it('patches by id with the changes only', async () => {
    fake = serveRoutes({ 'PATCH /sitesettings/4': { status: 200, data: changed } });
    const { storeState } = await serve(a.patchRequested({ id: 4, changes: { siteName: 'X' } }))
      .withReducer(rootReducer)
      .provide([context])
      .put.like(savedToast)
      .run();
    expect(JSON.parse(fake.calls[0].data as string)).toEqual({ siteName: 'X' });
    expect(selectSiteSettings(storeState)).toEqual(changed);
    fake.restore();
    fake = serveRoutes({ 'PATCH /sitesettings/4': { status: 500 } });
    const failed = await serve(a.patchRequested({ id: 4, changes: { siteName: 'X' } }))
      .withReducer(rootReducer)
      .provide([context])
      .run();
    expect(selectSiteSettingsSave(failed.storeState).error).toBe(MSG.siteSettingsPatch);
  });
});
