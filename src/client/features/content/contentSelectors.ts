import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { singleRecordSelectors } from '@client/lib/singleRecord';
import { aboutUsRecord, homepageRecord, IMAGE_REQUESTS } from './contentSlice';

export const {
  selectData: selectAboutUs,
  selectLoad: selectAboutUsLoad,
  selectSave: selectAboutUsSave,
} = singleRecordSelectors(aboutUsRecord, (state: RootState) => state.content.aboutUs);

export const {
  selectData: selectHomepage,
  selectLoad: selectHomepageLoad,
  selectSave: selectHomepageSave,
} = singleRecordSelectors(homepageRecord, (state: RootState) => state.content.homepage);

export const selectImageUpload = (state: RootState) => selectRequest(state, IMAGE_REQUESTS.upload);
export const selectImageUploadProgress = (state: RootState) => state.content.imageUpload.progress;
export const selectImageDelete = (state: RootState) => selectRequest(state, IMAGE_REQUESTS.remove);
