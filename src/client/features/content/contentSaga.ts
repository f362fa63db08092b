import { api } from '@client/api';
import { watchAll } from '@client/lib/lazyWatchers';
import type { RootState } from '@client/lib/hooks';
import type { SingleRecord } from '@client/lib/singleRecord';
import { singleRecordCalls } from '@client/lib/singleRecordSaga';
import { successToast } from '@client/features/toasts';
import { selectAboutUs, selectHomepage } from './contentSelectors';
import { aboutUsRecord, homepageRecord } from './contentSlice';
import { CONTENT_TEXT as T } from './contentTexts';

/** A content document's endpoints, as the api client gives them. */
interface DocumentResource<T, Input> {
  get: () => Promise<T | null>;
  create: (args: { body: Input }) => Promise<T>;
  update: (args: { params: { id: number }; body: Input }) => Promise<T>;
}

interface DocumentTexts {
  loadFailed: string;
  /** Creating and changing the document fail alike. */
  saveFailed: string;
  saved: string;
}

/** The load and save of one content document, a successful save told in a toast. */
function documentCalls<T extends { id: number }, Input>(
  record: SingleRecord<T, Input>,
  resource: DocumentResource<T, Input>,
  texts: DocumentTexts,
  selectData: (state: RootState) => T | null,
) {
  return singleRecordCalls({
    record,
    calls: {
      read: () => resource.get(),
      create: (body) => resource.create({ body }),
      update: (id, body) => resource.update({ params: { id }, body }),
    },
    texts: {
      loadFailed: texts.loadFailed,
      createFailed: texts.saveFailed,
      updateFailed: texts.saveFailed,
      saved: texts.saved,
    },
    selectData,
    announce: successToast,
  });
}

const aboutUs = documentCalls(
  aboutUsRecord,
  api.aboutUs,
  { loadFailed: T.aboutUsLoadFailed, saveFailed: T.aboutUsSaveFailed, saved: T.aboutUsSaved },
  selectAboutUs,
);

const homepage = documentCalls(
  homepageRecord,
  api.homepage,
  { loadFailed: T.homepageLoadFailed, saveFailed: T.homepageSaveFailed, saved: T.homepageSaved },
  selectHomepage,
);

/** The about-us and homepage documents, read and saved (the about-us images: aboutUsImagesSaga.ts). */
export const contentCalls = [...aboutUs.calls, ...homepage.calls];

export const contentSaga = watchAll(contentCalls);
