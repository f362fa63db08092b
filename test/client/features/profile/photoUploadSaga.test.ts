import { buffers, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { serveAction } from '@client/lib/calls';
import { registerFile } from '@client/lib/fileRegistry';
import type { UploadEvent } from '@client/api/uploadChannel';
import { initialSessionState, sessionActions } from '@client/features/authentication/sessionSlice';
import { photoUploadCall, photoUploadChannel } from '@client/features/profile/photoUploadSaga';
import { selectPhotoUploadProgress } from '@client/features/profile/profileSelectors';
import { PROFILE_REQUESTS, profileActions } from '@client/features/profile/profileSlice';
import { requestsActions, selectRequest } from '@client/lib/requests';
import { MSG } from '@shared/messages';
import { httpError, installFakeAdapter } from '@test/client/apiAdapter';
import { makeUser, storedSession } from '@test/client/session';

const initial = (): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, ...storedSession(86_400_000), user: makeUser(), initialized: true },
});
const photoFile = () => new File(['\x89PNG'], 'me.png', { type: 'image/png' });
const failureOf = (error: string) => ({
  action: { type: requestsActions.failed.type, payload: { key: PROFILE_REQUESTS.photo, error } },
});

/** One action served by the photo upload's call entry, from start to end. */
const serve = (action: { type: string }) => expectSaga(serveAction, [photoUploadCall], action);

function scriptedChannel(events: UploadEvent[]) {
  const chan = channel<UploadEvent>(buffers.expanding());
  events.forEach((e) => chan.put(e));
  chan.close();
  return chan;
}

describe('photo upload', () => {
  it('reports progress and keeps the new photo', async () => {
    const fileId = registerFile(photoFile());
    const events: UploadEvent[] = [
      { type: 'progress', percent: 40 },
      { type: 'progress', percent: 100 },
      { type: 'done', body: { photo: '/uploads/photos/new.png' } },
    ];
    const { storeState } = await serve(profileActions.photoUploadRequested({ fileId }))
      .withReducer(rootReducer, initial())
      .provide([[matchers.call.fn(photoUploadChannel), scriptedChannel(events)]])
      .put(profileActions.photoUploadProgressed({ percent: 40 }))
      .put(profileActions.photoUploadProgressed({ percent: 100 }))
      .put(sessionActions.userUpdated({ photo: '/uploads/photos/new.png' }))
      .put.like({
        action: { type: 'toasts/toastAdded', payload: { message: MSG.photoUploaded, variant: 'success' } },
      })
      .run();
    expect(storeState.session.user?.photo).toBe('/uploads/photos/new.png');
    expect(selectRequest(storeState, PROFILE_REQUESTS.photo).status).toBe('succeeded');
    expect(selectPhotoUploadProgress(storeState)).toBeNull();
  });

  it('shows the progress only while the upload is under way', () => {
    let state = rootReducer(initial(), profileActions.photoUploadRequested({ fileId: 'x' }));
    state = rootReducer(state, requestsActions.started({ key: PROFILE_REQUESTS.photo }));
    expect(selectPhotoUploadProgress(state)).toBe(0);
    state = rootReducer(state, profileActions.photoUploadProgressed({ percent: 60 }));
    expect(selectPhotoUploadProgress(state)).toBe(60);
    state = rootReducer(
      state,
      requestsActions.failed({ key: PROFILE_REQUESTS.photo, error: 'e', status: 0 }),
    );
    expect(selectPhotoUploadProgress(state)).toBeNull();
    state = rootReducer(state, profileActions.photoUploadRequested({ fileId: 'y' }));
    state = rootReducer(state, requestsActions.started({ key: PROFILE_REQUESTS.photo }));
    expect(selectPhotoUploadProgress(state)).toBe(0);
  });

  it('fails with the server text, else the spec text', async () => {
    const fileId = registerFile(photoFile());
    await serve(profileActions.photoUploadRequested({ fileId }))
      .withReducer(rootReducer, initial())
      .provide([
        [
          matchers.call.fn(photoUploadChannel),
          scriptedChannel([{ type: 'failed', error: httpError(415, { message: MSG.unsupportedImage }) }]),
        ],
      ])
      .put.like(failureOf(MSG.unsupportedImage))
      .not.put.actionType(sessionActions.userUpdated.type)
      .run();
    const second = registerFile(photoFile());
    await serve(profileActions.photoUploadRequested({ fileId: second }))
      .withReducer(rootReducer, initial())
      .provide([
        [
          matchers.call.fn(photoUploadChannel),
          scriptedChannel([{ type: 'failed', error: new Error('Network Error') }]),
        ],
      ])
      .put.like(failureOf(MSG.photoUpload))
      .run();
  });

  it('fails when the file is not in the registry (a replayed action)', async () => {
    await serve(profileActions.photoUploadRequested({ fileId: 'gone' }))
      .withReducer(rootReducer, initial())
      .put.like(failureOf(MSG.photoUpload))
      .not.call.fn(photoUploadChannel)
      .run();
  });

  it('sends the file as multipart field "photo" and turns axios progress into percent', async () => {
    const fake = installFakeAdapter((config) => {
      config.onUploadProgress?.({
        loaded: 512,
        total: 2048,
        progress: 0.25,
        bytes: 512,
        lengthComputable: true,
      });
      config.onUploadProgress?.({
        loaded: 2048,
        total: 2048,
        progress: 1,
        bytes: 1536,
        lengthComputable: true,
      });
      return { status: 200, data: { photo: '/uploads/photos/abc.png' } };
    });
    try {
      const file = photoFile();
      const fileId = registerFile(file);
      const { storeState } = await serve(profileActions.photoUploadRequested({ fileId }))
        .withReducer(rootReducer, initial())
        .put(profileActions.photoUploadProgressed({ percent: 25 }))
        .put(profileActions.photoUploadProgressed({ percent: 100 }))
        .put(sessionActions.userUpdated({ photo: '/uploads/photos/abc.png' }))
        .run();
      const [call] = fake.calls;
      expect(call.url).toBe('/Manage/upload-photo');
      expect(call.method).toBe('post');
      expect(call.data).toBeInstanceOf(FormData);
      expect((call.data as FormData).get('photo')).toBeInstanceOf(File);
      expect(storeState.session.user?.photo).toBe('/uploads/photos/abc.png');
    } finally {
      fake.restore();
    }
  });
});
