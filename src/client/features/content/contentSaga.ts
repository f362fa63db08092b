import { api } from '@client/api';
import { watchAll } from '@client/lib/lazyWatchers';
import { singleRecordCalls } from '@client/lib/singleRecordSaga';
import { successToast } from '@client/features/toasts';
import { selectAboutUs, selectHomepage } from './contentSelectors';
import { aboutUsRecord, homepageRecord } from './contentSlice';
import { CONTENT_TEXT as T } from './contentTexts';

const aboutUs = singleRecordCalls({
  record: aboutUsRecord,
  calls: {
    read: () => api.aboutUs.get(),
    create: (body) => api.aboutUs.create({ body }),
    update: (id, body) => api.aboutUs.update({ params: { id }, body }),
  },
  texts: {
    loadFailed: T.aboutUsLoadFailed,
    createFailed: T.aboutUsSaveFailed,
    updateFailed: T.aboutUsSaveFailed,
    saved: T.aboutUsSaved,
  },
  selectData: selectAboutUs,
  announce: successToast,
});

const homepage = singleRecordCalls({
  record: homepageRecord,
  calls: {
    read: () => api.homepage.get(),
    create: (body) => api.homepage.create({ body }),
    update: (id, body) => api.homepage.update({ params: { id }, body }),
  },
  texts: {
    loadFailed: T.homepageLoadFailed,
    createFailed: T.homepageSaveFailed,
    updateFailed: T.homepageSaveFailed,
    saved: T.homepageSaved,
  },
  selectData: selectHomepage,
  announce: successToast,
});

/** The about-us and homepage documents, read and saved (the about-us images: aboutUsImagesSaga.ts). */
export const contentCalls = [...aboutUs.calls, ...homepage.calls];

export const contentSaga = watchAll(contentCalls);
