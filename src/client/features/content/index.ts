// The public surface of features/content: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { aboutUsImagesWatchers } from './aboutUsImagesSaga';
export type { AboutUs, AboutUsImage, HomepageInfo, HomepageStats } from './contentModel';
export { contentCalls } from './contentSaga';
export {
  selectAboutUs,
  selectAboutUsLoad,
  selectAboutUsSave,
  selectHomepage,
  selectHomepageLoad,
  selectHomepageSave,
  selectImageDelete,
  selectImageUpload,
  selectImageUploadProgress,
} from './contentSelectors';
export { aboutUsActions, contentReducer, homepageActions } from './contentSlice';
export { ImageGallery } from './ImageGallery';
