import { END, buffers, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import { aboutUsImagesWatchers, createImageUploadChannel } from '@client/features/content/aboutUsImagesSaga';
import {
  selectAboutUs,
  selectImageDelete,
  selectImageUpload,
  selectImageUploadProgress,
} from '@client/features/content/contentSelectors';
import { aboutUsActions as a } from '@client/features/content/contentSlice';
import { CONTENT_TEXT } from '@client/features/content/contentTexts';
import { serveAction } from '@client/lib/calls';
import { registerFile } from '@client/lib/fileRegistry';
import type { UploadEvent } from '@client/api/uploadChannel';
import { MSG } from '@shared/messages';
import { httpError, serveRoutes } from '@test/client/apiAdapter';
import { contextProvider, makeTestContext } from '@test/client/sagaContext';
import { makeAboutUs } from './fixtures';

const context = contextProvider(makeTestContext());
const base = (): RootState => rootReducer(undefined, { type: '@@init' });
const withAboutUs = (value: ReturnType<typeof makeAboutUs> | null = makeAboutUs()) =>
  rootReducer(base(), a.received(value));
const toast = (message: string) => ({
  action: { type: 'toasts/toastAdded', payload: { message, variant: 'success' } },
});
function scripted(events: UploadEvent[]) {
  const chan = channel<UploadEvent>(buffers.expanding());
  events.forEach((e) => chan.put(e));
  chan.close();
  return chan;
}
const png = () => new File(['png'], 'a.png', { type: 'image/png' });

/** One action served by the about-us images' call table, from start to end. */
const serve = (action: { type: string }) => expectSaga(serveAction, aboutUsImagesWatchers, action);

let fake: ReturnType<typeof serveRoutes> | undefined;
afterEach(() => fake?.restore());

describe('about-us images', () => {
  it('uploads an image with progress and adds it to the gallery', async () => {
    const file = png();
    const fileId = registerFile(file);
    const image = { id: 8, url: '/uploads/about/8.png', caption: 'Team', displayOrder: 1 };
    const { storeState } = await serve(a.imageUploadRequested({ fileId, caption: 'Team' }))
      .withReducer(rootReducer, withAboutUs())
      .provide([
        context,
        [
          matchers.call.fn(createImageUploadChannel),
          scripted([
            { type: 'progress', percent: 30 },
            { type: 'progress', percent: 100 },
            { type: 'done', body: image },
          ]),
        ],
      ])
      .call(createImageUploadChannel, 1, file, 'Team')
      .put(a.imageUploadProgressed({ percent: 30 }))
      .put(a.imageUploadProgressed({ percent: 100 }))
      .put.like(toast(CONTENT_TEXT.imageUploaded))
      .run();
    expect(selectAboutUs(storeState)?.images.map((i) => i.id)).toEqual([3, 8]);
    expect(selectImageUpload(storeState)).toMatchObject({
      status: 'succeeded',
      message: CONTENT_TEXT.imageUploaded,
    });
    expect(selectImageUploadProgress(storeState)).toBeNull();
  });

  it('fails an upload with the server text, a missing file or no content yet', async () => {
    const fileId = registerFile(png());
    const refused = await serve(a.imageUploadRequested({ fileId, caption: '' }))
      .withReducer(rootReducer, withAboutUs())
      .provide([
        context,
        [
          matchers.call.fn(createImageUploadChannel),
          scripted([{ type: 'failed', error: httpError(415, { message: MSG.unsupportedImage }) }]),
        ],
      ])
      .run();
    expect(selectImageUpload(refused.storeState)).toMatchObject({
      status: 'failed',
      error: MSG.unsupportedImage,
    });
    expect(selectImageUploadProgress(refused.storeState)).toBeNull();

    const gone = await serve(a.imageUploadRequested({ fileId: 'gone', caption: '' }))
      .withReducer(rootReducer, withAboutUs())
      .provide([context])
      .not.call.fn(createImageUploadChannel)
      .run();
    expect(selectImageUpload(gone.storeState)).toMatchObject({
      status: 'failed',
      error: CONTENT_TEXT.imageUploadFailed,
    });

    const second = registerFile(png());
    const noPage = await serve(a.imageUploadRequested({ fileId: second, caption: '' }))
      .withReducer(rootReducer, withAboutUs(null))
      .provide([context])
      .not.call.fn(createImageUploadChannel)
      .run();
    expect(selectImageUpload(noPage.storeState)).toMatchObject({
      status: 'failed',
      error: CONTENT_TEXT.imageUploadFailed,
    });
  });

  it('sends the caption, then the image, as multipart fields', async () => {
    const image = { id: 1, url: '/u.png', caption: 'c', displayOrder: 0 };
    fake = serveRoutes({ 'POST /aboutus/1/images': { status: 201, data: image } });
    const chan = createImageUploadChannel(1, new Blob(['x'], { type: 'image/png' }), 'c');
    const events: UploadEvent[] = [];
    await new Promise<void>((resolve) => {
      const next = () =>
        chan.take((event) => {
          if (event === END) resolve();
          else {
            events.push(event as UploadEvent);
            next();
          }
        });
      next();
    });
    expect(events.at(-1)).toEqual({ type: 'done', body: image });
    const form = fake.calls[0].data as FormData;
    expect([...form.keys()]).toEqual(['caption', 'image']);
    expect(form.get('caption')).toBe('c');
    expect(form.get('image')).toBeInstanceOf(Blob);
  });

  it('deletes an image', async () => {
    fake = serveRoutes({ 'DELETE /aboutus/images/3': { status: 204 } });
    const { storeState } = await serve(a.imageDeleteRequested({ imageId: 3 }))
      .withReducer(rootReducer, withAboutUs())
      .provide([context])
      .put.like(toast(CONTENT_TEXT.imageDeleted))
      .run();
    expect(selectAboutUs(storeState)?.images).toEqual([]);
    fake.restore();
    fake = serveRoutes({ 'DELETE /aboutus/images/3': { status: 500 } });
    const failed = await serve(a.imageDeleteRequested({ imageId: 3 }))
      .withReducer(rootReducer, withAboutUs())
      .provide([context])
      .run();
    expect(selectImageDelete(failed.storeState)).toMatchObject({
      status: 'failed',
      error: CONTENT_TEXT.imageDeleteFailed,
    });
    expect(selectAboutUs(failed.storeState)?.images).toHaveLength(1);
  });
});
