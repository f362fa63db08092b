import { buffers, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '@client/app/rootReducer';
import type { AboutUs, HomepageInfo } from '@client/features/content/contentModel';
import {
  createImageUploadChannel,
  handleAboutUs,
  handleAboutUsSave,
  handleHomepage,
  handleHomepageSave,
  handleImageDelete,
  handleImageUpload,
} from '@client/features/content/contentSaga';
import { contentActions as a } from '@client/features/content/contentSlice';
import { CONTENT_TEXT } from '@client/features/content/contentTexts';
import * as contentApi from '@client/api/calls/content';
import { registerFile } from '@client/api/fileRegistry';
import type { UploadEvent } from '@client/api/uploadChannel';
import { MSG } from '@shared/messages';
import { httpError, installFakeAdapter } from '@test/client/apiAdapter';

const aboutUs = (overrides: Partial<AboutUs> = {}): AboutUs => ({
  id: 1,
  title: 'About Us',
  content: 'We help.',
  mission: 'M',
  vision: 'V',
  values: 'Va',
  images: [{ id: 3, url: '/uploads/a.png', caption: 'Office' }],
  ...overrides,
});
const homepage = (overrides: Partial<HomepageInfo> = {}): HomepageInfo => ({
  id: 2,
  heroTitle: 'Hero',
  heroSubtitle: 'Sub',
  heroImageUrl: '',
  ctaText: 'Go',
  ctaLink: '/request',
  stats: { yearsInBusiness: 10, projectsCompleted: 200, clientsServed: 80, consultantsCount: 25 },
  ...overrides,
});
const base = (): RootState => rootReducer(undefined, { type: '@@init' });
const withAboutUs = (value: AboutUs | null = aboutUs()) => rootReducer(base(), a.aboutUsSucceeded(value));
const toast = (message: string) => ({
  action: { type: 'toasts/toastAdded', payload: { message, variant: 'success' } },
});
function scripted(events: UploadEvent[]) {
  const chan = channel<UploadEvent>(buffers.expanding());
  events.forEach((e) => chan.put(e));
  chan.close();
  return chan;
}

describe('content saga: loads', () => {
  it('loads the about-us content; nothing written yet is not an error', async () => {
    const { storeState } = await expectSaga(handleAboutUs)
      .withReducer(rootReducer, base())
      .provide([[matchers.call.fn(contentApi.getAboutUs), aboutUs()]])
      .run();
    expect(storeState.content.aboutUs).toEqual(aboutUs());
    await expectSaga(handleAboutUs)
      .withReducer(rootReducer, base())
      .provide([
        [matchers.call.fn(contentApi.getAboutUs), throwError(httpError(404, { message: MSG.notFound }))],
      ])
      .put(a.aboutUsSucceeded(null))
      .run();
    await expectSaga(handleAboutUs)
      .withReducer(rootReducer, base())
      .provide([[matchers.call.fn(contentApi.getAboutUs), throwError(httpError(500))]])
      .put(a.aboutUsFailed({ error: CONTENT_TEXT.aboutUsLoadFailed }))
      .run();
  });

  it('loads the homepage info, nested or flat figures alike', async () => {
    const { storeState } = await expectSaga(handleHomepage)
      .withReducer(rootReducer, base())
      .provide([[matchers.call.fn(contentApi.getHomepage), { ...homepage(), updatedAt: 'x' }]])
      .run();
    expect(storeState.content.homepage).toEqual(homepage());
    const flat = { id: 2, heroTitle: 'Hero', yearsInBusiness: '7' };
    const second = await expectSaga(handleHomepage)
      .withReducer(rootReducer, base())
      .provide([[matchers.call.fn(contentApi.getHomepage), flat]])
      .run();
    expect(second.storeState.content.homepage?.stats.yearsInBusiness).toBe(7);
  });
});

describe('content saga: writes', () => {
  const input = { title: 'About', content: 'C', mission: '', vision: '', values: '' };

  it('creates the about-us content first, then updates it keeping the images', async () => {
    await expectSaga(handleAboutUsSave, a.aboutUsSaveRequested(input))
      .withReducer(rootReducer, withAboutUs(null))
      .provide([[matchers.call(contentApi.createAboutUs, input), { ...input, id: 1, images: [] }]])
      .put.like(toast(CONTENT_TEXT.aboutUsSaved))
      .run();
    const { storeState } = await expectSaga(handleAboutUsSave, a.aboutUsSaveRequested(input))
      .withReducer(rootReducer, withAboutUs())
      .provide([[matchers.call(contentApi.updateAboutUs, 1, input), { ...input, id: 1 }]])
      .run();
    expect(storeState.content.aboutUs?.images).toEqual(aboutUs().images);
    expect(storeState.content.aboutUsSave).toMatchObject({
      status: 'succeeded',
      message: CONTENT_TEXT.aboutUsSaved,
    });
  });

  it('keeps the server’s field messages when a save fails', async () => {
    const error = httpError(400, {
      message: MSG.validation,
      errors: [{ field: 'title', message: 'Too long' }],
    });
    const { storeState } = await expectSaga(handleAboutUsSave, a.aboutUsSaveRequested(input))
      .withReducer(rootReducer, withAboutUs())
      .provide([[matchers.call.fn(contentApi.updateAboutUs), throwError(error)]])
      .run();
    expect(storeState.content.aboutUsSave).toMatchObject({
      status: 'failed',
      fieldErrors: { title: 'Too long' },
    });
  });

  it('saves the homepage info with POST first and PUT after', async () => {
    const { id: _id, ...body } = homepage();
    await expectSaga(handleHomepageSave, a.homepageSaveRequested(body))
      .withReducer(rootReducer, base())
      .provide([[matchers.call(contentApi.createHomepage, body), homepage()]])
      .put(a.homepageSaveSucceeded({ homepage: homepage(), message: CONTENT_TEXT.homepageSaved }))
      .put.like(toast(CONTENT_TEXT.homepageSaved))
      .run();
    await expectSaga(handleHomepageSave, a.homepageSaveRequested(body))
      .withReducer(rootReducer, rootReducer(base(), a.homepageSucceeded(homepage())))
      .provide([[matchers.call(contentApi.updateHomepage, 2, body), throwError(httpError(500))]])
      .put(a.homepageSaveFailed({ error: CONTENT_TEXT.homepageSaveFailed, fieldErrors: {} }))
      .run();
  });

  it('uploads an image with progress and adds it to the gallery', async () => {
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const fileId = registerFile(file);
    const image = { id: 8, url: '/uploads/about/8.png', caption: 'Team', displayOrder: 1 };
    const { storeState } = await expectSaga(
      handleImageUpload,
      a.imageUploadRequested({ fileId, caption: 'Team' }),
    )
      .withReducer(rootReducer, withAboutUs())
      .provide([
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
    expect((storeState as RootState).content.aboutUs?.images.map((i) => i.id)).toEqual([3, 8]);
    expect(storeState.content.imageUpload).toMatchObject({ status: 'succeeded', progress: null });
  });

  it('fails an upload with the server text, a missing file or no content yet', async () => {
    const fileId = registerFile(new File(['x'], 'a.png', { type: 'image/png' }));
    await expectSaga(handleImageUpload, a.imageUploadRequested({ fileId, caption: '' }))
      .withReducer(rootReducer, withAboutUs())
      .provide([
        [
          matchers.call.fn(createImageUploadChannel),
          scripted([{ type: 'failed', error: httpError(415, { message: MSG.unsupportedImage }) }]),
        ],
      ])
      .put(a.imageUploadFailed({ error: MSG.unsupportedImage }))
      .run();
    await expectSaga(handleImageUpload, a.imageUploadRequested({ fileId: 'gone', caption: '' }))
      .withReducer(rootReducer, withAboutUs())
      .not.call.fn(createImageUploadChannel)
      .put(a.imageUploadFailed({ error: CONTENT_TEXT.imageUploadFailed }))
      .run();
    const second = registerFile(new File(['x'], 'a.png', { type: 'image/png' }));
    await expectSaga(handleImageUpload, a.imageUploadRequested({ fileId: second, caption: '' }))
      .withReducer(rootReducer, withAboutUs(null))
      .not.call.fn(createImageUploadChannel)
      .put(a.imageUploadFailed({ error: CONTENT_TEXT.imageUploadFailed }))
      .run();
  });

  it('sends the image as multipart fields image and caption', async () => {
    const fake = installFakeAdapter(() => ({ status: 201, data: { id: 1, url: '/u.png', caption: 'c' } }));
    try {
      await contentApi.uploadAboutUsImage(1, new Blob(['x'], { type: 'image/png' }), 'c');
      const [call] = fake.calls;
      expect(call.url).toBe('/aboutus/1/images');
      const form = call.data as FormData;
      expect(form.get('caption')).toBe('c');
      expect(form.get('image')).toBeInstanceOf(Blob);
    } finally {
      fake.restore();
    }
  });

  it('deletes an image', async () => {
    const { storeState } = await expectSaga(handleImageDelete, a.imageDeleteRequested({ imageId: 3 }))
      .withReducer(rootReducer, withAboutUs())
      .provide([[matchers.call(contentApi.deleteAboutUsImage, 3), undefined]])
      .put.like(toast(CONTENT_TEXT.imageDeleted))
      .run();
    expect(storeState.content.aboutUs?.images).toEqual([]);
    await expectSaga(handleImageDelete, a.imageDeleteRequested({ imageId: 3 }))
      .withReducer(rootReducer, withAboutUs())
      .provide([[matchers.call.fn(contentApi.deleteAboutUsImage), throwError(httpError(500))]])
      .put(a.imageDeleteFailed({ error: CONTENT_TEXT.imageDeleteFailed }))
      .run();
  });
});
