// The public surface of features/profile: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { ChangePassword } from './ChangePassword';
export { EmailConfirmation } from './EmailConfirmation';
export { PHOTO_TYPES, checkPhoto } from './photoFile';
export { PhotoUpload } from './PhotoUpload';
export { resolvePhotoUrl } from './photoUrl';
export { ProfileDetails } from './ProfileDetails';
export { ProfileEditForm } from './ProfileEditForm';
export { profileWatchers } from './profileSaga';
export { selectUserPhotoUrl } from './profileSelectors';
export { profileSessionSaga } from './profileSessionSaga';
export { PROFILE_REQUESTS, profileActions, profileReducer } from './profileSlice';
