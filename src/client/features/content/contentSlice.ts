import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  type RequestState,
  type RequestStatus,
} from '@client/lib/requestState';
import {
  failedWrite,
  idleWrite,
  pendingWrite,
  succeededWrite,
  type WriteFailure,
  type WriteState,
} from '@client/lib/writeState';
import {
  normalizeAboutUs,
  normalizeHomepage,
  type AboutUs,
  type AboutUsImage,
  type AboutUsInput,
  type HomepageInfo,
  type HomepageInput,
} from './contentModel';

export interface ContentState {
  /** null until loaded, and while no content has been written yet. */
  aboutUs: AboutUs | null;
  aboutUsStatus: RequestStatus;
  aboutUsError: string | null;
  homepage: HomepageInfo | null;
  homepageStatus: RequestStatus;
  homepageError: string | null;
  aboutUsSave: WriteState;
  homepageSave: WriteState;
  /** progress is a percentage while an image upload runs, else null. */
  imageUpload: RequestState & { progress: number | null };
  imageDelete: RequestState;
}

export const initialContentState: ContentState = {
  aboutUs: null,
  aboutUsStatus: 'idle',
  aboutUsError: null,
  homepage: null,
  homepageStatus: 'idle',
  homepageError: null,
  aboutUsSave: idleWrite,
  homepageSave: idleWrite,
  imageUpload: { ...idleRequest, progress: null },
  imageDelete: idleRequest,
};

const aboutUs = (raw: unknown) => ({ payload: normalizeAboutUs(raw) });
const homepage = (raw: unknown) => ({ payload: normalizeHomepage(raw) });

const contentSlice = createSlice({
  name: 'content',
  initialState: initialContentState,
  reducers: {
    aboutUsRequested(state) {
      state.aboutUsStatus = 'pending';
      state.aboutUsError = null;
    },
    aboutUsSucceeded: {
      reducer(state, action: PayloadAction<AboutUs | null>) {
        state.aboutUs = action.payload;
        state.aboutUsStatus = 'succeeded';
      },
      prepare: aboutUs,
    },
    aboutUsFailed(state, action: PayloadAction<{ error: string }>) {
      state.aboutUsStatus = 'failed';
      state.aboutUsError = action.payload.error;
    },
    homepageRequested(state) {
      state.homepageStatus = 'pending';
      state.homepageError = null;
    },
    homepageSucceeded: {
      reducer(state, action: PayloadAction<HomepageInfo | null>) {
        state.homepage = action.payload;
        state.homepageStatus = 'succeeded';
      },
      prepare: homepage,
    },
    homepageFailed(state, action: PayloadAction<{ error: string }>) {
      state.homepageStatus = 'failed';
      state.homepageError = action.payload.error;
    },
    /** Clears the outcome of earlier writes when an editor opens. */
    writeReset(state) {
      state.aboutUsSave = idleWrite;
      state.homepageSave = idleWrite;
      state.imageUpload = { ...idleRequest, progress: null };
      state.imageDelete = idleRequest;
    },
    aboutUsSaveRequested(state, _action: PayloadAction<AboutUsInput>) {
      state.aboutUsSave = pendingWrite;
    },
    aboutUsSaveSucceeded(state, action: PayloadAction<{ aboutUs: AboutUs; message: string }>) {
      state.aboutUs = action.payload.aboutUs;
      state.aboutUsStatus = 'succeeded';
      state.aboutUsSave = succeededWrite(action.payload.message);
    },
    aboutUsSaveFailed(state, action: PayloadAction<WriteFailure>) {
      state.aboutUsSave = failedWrite(action.payload);
    },
    homepageSaveRequested(state, _action: PayloadAction<HomepageInput>) {
      state.homepageSave = pendingWrite;
    },
    homepageSaveSucceeded(state, action: PayloadAction<{ homepage: HomepageInfo; message: string }>) {
      state.homepage = action.payload.homepage;
      state.homepageStatus = 'succeeded';
      state.homepageSave = succeededWrite(action.payload.message);
    },
    homepageSaveFailed(state, action: PayloadAction<WriteFailure>) {
      state.homepageSave = failedWrite(action.payload);
    },
    /** The file waits in services/fileRegistry; the action carries only its id (docs/decisions/003). */
    imageUploadRequested(state, _action: PayloadAction<{ fileId: string; caption: string }>) {
      state.imageUpload = { ...pendingRequest, progress: 0 };
    },
    imageUploadProgressed(state, action: PayloadAction<{ percent: number }>) {
      state.imageUpload.progress = action.payload.percent;
    },
    imageUploadSucceeded(state, action: PayloadAction<{ image: AboutUsImage; message: string }>) {
      const { image } = action.payload;
      // Pushed unless an answer carrying the whole content already brought it.
      if (state.aboutUs && !state.aboutUs.images.some((i) => i.id === image.id))
        state.aboutUs.images.push(image);
      state.imageUpload = { ...succeededRequest(action.payload.message), progress: null };
    },
    imageUploadFailed(state, action: PayloadAction<{ error: string }>) {
      state.imageUpload = { ...failedRequest(action.payload.error), progress: null };
    },
    imageDeleteRequested(state, _action: PayloadAction<{ imageId: number }>) {
      state.imageDelete = pendingRequest;
    },
    imageDeleteSucceeded(state, action: PayloadAction<{ imageId: number }>) {
      if (state.aboutUs) {
        state.aboutUs.images = state.aboutUs.images.filter((i) => i.id !== action.payload.imageId);
      }
      state.imageDelete = succeededRequest();
    },
    imageDeleteFailed(state, action: PayloadAction<{ error: string }>) {
      state.imageDelete = failedRequest(action.payload.error);
    },
  },
});

export const contentActions = contentSlice.actions;
export const contentReducer = contentSlice.reducer;
export default contentSlice;
