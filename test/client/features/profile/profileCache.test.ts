import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { api } from '@client/api';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { initialSessionState } from '@client/features/authentication/sessionSlice';
import { cacheActions } from '@client/features/cache/cacheSlice';
import { handleEmailConfirm } from '@client/features/profile/emailChangeSaga';
import { sendPhoto } from '@client/features/profile/photoUploadSaga';
import { profileWatchers } from '@client/features/profile/profileSaga';
import { profileActions } from '@client/features/profile/profileSlice';
import { serveAction } from '@client/lib/calls';
import { makeUser, storedSession } from '@test/client/session';

// The own profile is kept in the client cache under 'userProfile' for 5 minutes, and dropped by every
// write that changes it (docs/requirements.md#caching).

const NOW = 1_800_000_000_000;
const context = { now: () => NOW };
const provideContext = { getContext: (name: string) => (context as Record<string, unknown>)[name] };

const signedIn = (): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, ...storedSession(86_400_000), user: makeUser(), initialized: true },
});
const withCachedProfile = (at: number): RootState =>
  rootReducer(signedIn(), cacheActions.set('userProfile', makeUser({ name: 'Cached' }), 300_000, at));

/** One action served by the profile's call table, from start to end. */
const serve = (action: { type: string }) => expectSaga(serveAction, profileWatchers, action);

describe('the profile cache', () => {
  it('keeps the answer of GET /Manage/profile under userProfile for 5 minutes', async () => {
    const { storeState } = await serve(profileActions.fetchRequested())
      .withReducer(rootReducer, signedIn())
      .provide([provideContext, [matchers.call.fn(api.profile.get), makeUser({ name: 'Fresh' })]])
      .run();
    expect(storeState.cache.entries.userProfile).toMatchObject({ timestamp: NOW, expiry: NOW + 300_000 });
    expect(storeState.session.user?.name).toBe('Fresh');
  });

  it('reads it again from the cache within 5 minutes, and from the server after', async () => {
    const get = jest.fn().mockResolvedValue(makeUser({ name: 'Fresh' }));
    const fresh = await serve(profileActions.fetchRequested())
      .withReducer(rootReducer, withCachedProfile(NOW - 299_000))
      .provide([provideContext, [matchers.call.fn(api.profile.get), get]])
      .run();
    expect(get).not.toHaveBeenCalled();
    expect(fresh.storeState.session.user?.name).toBe('Cached');
    const stale = await serve(profileActions.fetchRequested())
      .withReducer(rootReducer, withCachedProfile(NOW - 300_000))
      .provide([provideContext, [matchers.call.fn(api.profile.get), makeUser({ name: 'Fresh' })]])
      .run();
    expect(stale.storeState.session.user?.name).toBe('Fresh');
  });

  it('reads the server when forced (a role or access that may have changed)', async () => {
    const { storeState } = await serve(profileActions.fetchRequested({ force: true }))
      .withReducer(rootReducer, withCachedProfile(NOW))
      .provide([provideContext, [matchers.call.fn(api.profile.get), makeUser({ name: 'Fresh' })]])
      .run();
    expect(storeState.session.user?.name).toBe('Fresh');
  });

  it('is dropped by a profile update, a photo upload and a confirmed e-mail change', async () => {
    const user = makeUser();
    const update = await serve(profileActions.updateRequested({ ...user, photo: '' }))
      .withReducer(rootReducer, withCachedProfile(NOW))
      .provide([provideContext, [matchers.call.fn(api.profile.update), { message: 'Saved', user }]])
      .run();
    expect(update.storeState.cache.entries.userProfile).toBeUndefined();
    const photo = await serve(profileActions.photoUploadRequested({ fileId: 'f' }))
      .withReducer(rootReducer, withCachedProfile(NOW))
      .provide([provideContext, [matchers.call.fn(sendPhoto), { photo: '/uploads/photos/a.png' }]])
      .run();
    expect(photo.storeState.cache.entries.userProfile).toBeUndefined();
    const email = await expectSaga(
      handleEmailConfirm,
      profileActions.emailConfirmRequested({ code: '123456' }),
    )
      .withReducer(rootReducer, withCachedProfile(NOW))
      .provide([provideContext, [matchers.call.fn(api.profile.confirmEmail), { message: 'Changed', user }]])
      .run();
    expect(email.storeState.cache.entries.userProfile).toBeUndefined();
  });
});
