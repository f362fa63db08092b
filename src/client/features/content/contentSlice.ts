import { combineReducers, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { requestsActions } from '@client/lib/requests';
import { createSingleRecord } from '@client/lib/singleRecord';
import type { AboutUs, AboutUsInput, HomepageInfo, HomepageInput } from './contentModel';

/** The about-us page and the homepage info: one record each, null until an admin first saves it. */
export const aboutUsRecord = createSingleRecord<AboutUs, AboutUsInput, 'aboutUs'>('aboutUs');
export const homepageRecord = createSingleRecord<HomepageInfo, HomepageInput, 'homepage'>('homepage');

/** Request keys of the about-us gallery (lib/requests). */
export const IMAGE_REQUESTS = { upload: 'aboutUs/imageUpload', remove: 'aboutUs/imageDelete' } as const;

/** How far the running image upload is (a percentage), else null. */
const imageUploadSlice = createSlice({
  name: 'aboutUs/imageUpload',
  initialState: { progress: null as number | null },
  reducers: {
    progressed(state, action: PayloadAction<{ percent: number }>) {
      state.progress = action.payload.percent;
    },
    ended(state) {
      state.progress = null;
    },
  },
});

export const aboutUsActions = {
  ...aboutUsRecord.actions,
  /** The file waits in api/fileRegistry; the action carries only its id (docs/decisions/003). */
  imageUploadRequested: createAction<{ fileId: string; caption: string }>('aboutUs/imageUploadRequested'),
  imageUploadProgressed: imageUploadSlice.actions.progressed,
  imageUploadEnded: imageUploadSlice.actions.ended,
  imageDeleteRequested: createAction<{ imageId: number }>('aboutUs/imageDeleteRequested'),
  /** The editor opened (or a delete was asked): forget the outcome of the earlier writes. */
  writeReset: () =>
    requestsActions.reset([aboutUsRecord.requests.save, IMAGE_REQUESTS.upload, IMAGE_REQUESTS.remove]),
};
export const homepageActions = homepageRecord.actions;

export const contentReducer = combineReducers({
  aboutUs: aboutUsRecord.reducer,
  homepage: homepageRecord.reducer,
  imageUpload: imageUploadSlice.reducer,
});
export type ContentState = ReturnType<typeof contentReducer>;
