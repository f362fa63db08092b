import type { SagaIterator } from 'redux-saga';
import { api } from '@client/api';
import { singleRecordSaga } from '@client/lib/singleRecordSaga';
import { toast } from '@client/features/toasts/toastEffects';
import { selectAboutUs, selectHomepage } from './contentSelectors';
import { aboutUsRecord, homepageRecord } from './contentSlice';
import { CONTENT_TEXT as T } from './contentTexts';

const announce = (text: string) => toast(text, 'success');

export const aboutUs = singleRecordSaga({
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
  announce,
});

export const homepage = singleRecordSaga({
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
  announce,
});

export function* contentSaga(): SagaIterator {
  yield* aboutUs.watch();
  yield* homepage.watch();
}
