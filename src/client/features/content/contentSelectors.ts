import type { RootState } from '@client/app/rootReducer';

export const selectAboutUs = (state: RootState) => state.content.aboutUs;
export const selectAboutUsStatus = (state: RootState) => state.content.aboutUsStatus;
export const selectAboutUsError = (state: RootState) => state.content.aboutUsError;
export const selectHomepage = (state: RootState) => state.content.homepage;
export const selectHomepageStatus = (state: RootState) => state.content.homepageStatus;
export const selectHomepageError = (state: RootState) => state.content.homepageError;
export const selectAboutUsSave = (state: RootState) => state.content.aboutUsSave;
export const selectHomepageSave = (state: RootState) => state.content.homepageSave;
export const selectImageUpload = (state: RootState) => state.content.imageUpload;
export const selectImageDelete = (state: RootState) => state.content.imageDelete;
