import { buffers, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import {
  createUploadChannel,
  photoUploadSaga,
  type UploadEvent,
} from '@client/features/session/photoUploadSaga';
import { initialSessionState, sessionActions } from '@client/features/session/sessionSlice';
import { registerFile } from '@client/api/fileRegistry';
import { MSG } from '@shared/messages';
import { httpError, installFakeAdapter } from '@test/client/apiAdapter';
import { makeUser, storedSession } from '@test/client/session';

const initial = (): RootState => ({
  ...rootReducer(undefined, { type: '@@init' }),
  session: { ...initialSessionState, ...storedSession(86_400_000), user: makeUser(), initialized: true },
});
const photoFile = () => new File(['\x89PNG'], 'me.png', { type: 'image/png' });

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
    const { storeState } = await expectSaga(photoUploadSaga, sessionActions.photoUploadRequested({ fileId }))
      .withReducer(rootReducer, initial())
      .provide([[matchers.call.fn(createUploadChannel), scriptedChannel(events)]])
      .put(sessionActions.photoUploadProgressed({ percent: 40 }))
      .put(sessionActions.photoUploadProgressed({ percent: 100 }))
      .put(sessionActions.photoUploadSucceeded({ photo: '/uploads/photos/new.png' }))
      .put.like({
        action: { type: 'toasts/toastAdded', payload: { message: MSG.photoUploaded, variant: 'success' } },
      })
      .run();
    expect(storeState.session.user?.photo).toBe('/uploads/photos/new.png');
    expect(storeState.session.photoUploadProgress).toBeNull();
  });

  it('fails with the server text, else the spec text', async () => {
    const fileId = registerFile(photoFile());
    await expectSaga(photoUploadSaga, sessionActions.photoUploadRequested({ fileId }))
      .withReducer(rootReducer, initial())
      .provide([
        [
          matchers.call.fn(createUploadChannel),
          scriptedChannel([{ type: 'failed', error: httpError(415, { message: MSG.unsupportedImage }) }]),
        ],
      ])
      .put(sessionActions.photoUploadFailed({ error: MSG.unsupportedImage }))
      .run();
    const second = registerFile(photoFile());
    await expectSaga(photoUploadSaga, sessionActions.photoUploadRequested({ fileId: second }))
      .withReducer(rootReducer, initial())
      .provide([[matchers.call.fn(createUploadChannel), scriptedChannel([{ type: 'done', body: {} }])]])
      .put(sessionActions.photoUploadFailed({ error: MSG.photoUpload }))
      .run();
  });

  it('fails when the file is not in the registry (a replayed action)', async () => {
    await expectSaga(photoUploadSaga, sessionActions.photoUploadRequested({ fileId: 'gone' }))
      .withReducer(rootReducer, initial())
      .put(sessionActions.photoUploadFailed({ error: MSG.photoUpload }))
      .not.call.fn(createUploadChannel)
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
      await expectSaga(photoUploadSaga, sessionActions.photoUploadRequested({ fileId }))
        .withReducer(rootReducer, initial())
        .put(sessionActions.photoUploadProgressed({ percent: 25 }))
        .put(sessionActions.photoUploadProgressed({ percent: 100 }))
        .put(sessionActions.photoUploadSucceeded({ photo: '/uploads/photos/abc.png' }))
        .run();
      const [call] = fake.calls;
      expect(call.url).toBe('/Manage/upload-photo');
      expect(call.data).toBeInstanceOf(FormData);
      expect((call.data as FormData).get('photo')).toBeInstanceOf(File);
    } finally {
      fake.restore();
    }
  });
});
