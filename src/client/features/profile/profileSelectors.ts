import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { selectUser } from '@client/features/authentication';
import { resolvePhotoUrl } from './photoUrl';
import { PROFILE_REQUESTS } from './profileSlice';

export type ProfileRequest = keyof typeof PROFILE_REQUESTS;

export const selectProfileRequest = (state: RootState, name: ProfileRequest) =>
  selectRequest(state, PROFILE_REQUESTS[name]);

/** The percentage of the photo being sent, or null when no upload is under way. */
export const selectPhotoUploadProgress = (state: RootState): number | null =>
  selectProfileRequest(state, 'photo').status === 'pending' ? state.profile.photoUploadProgress : null;

/** The dialog asks for the e-mailed code and the new password from the code's sending to the change. */
export const selectPasswordDialogOpen = (state: RootState) =>
  selectProfileRequest(state, 'passwordCode').status === 'succeeded' &&
  selectProfileRequest(state, 'password').status !== 'succeeded';

/** The new address that waits for its code, or null. */
export const selectPendingEmail = (state: RootState): string | null => state.profile.pendingEmail;

export const selectUserPhotoUrl = createSelector([selectUser], (user) => resolvePhotoUrl(user?.photo));
