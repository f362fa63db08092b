import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileUpdateBody } from '@shared/contracts/account';
import { requestsActions } from '@client/lib/requests';

export interface ProfileState {
  /** 0–100 of the photo being sent; shown only while its request is pending. */
  photoUploadProgress: number;
  /** A new address that waits for the code mailed to it; the session user keeps the old one. */
  pendingEmail: string | null;
}

export const initialProfileState: ProfileState = { photoUploadProgress: 0, pendingEmail: null };

/** Request keys (lib/requests): the profile's views read each request's state under these. */
export const PROFILE_REQUESTS = {
  fetch: 'profile/fetch',
  update: 'profile/update',
  photo: 'profile/photo',
  /** The e-mailed code that a password change starts with. */
  passwordCode: 'profile/passwordCode',
  password: 'profile/password',
  /** The code that switches the account to its pending address. */
  emailConfirm: 'profile/emailConfirm',
} as const;

export interface PasswordChange {
  code: string;
  password: string;
  confirmPassword: string;
}

// What the views ask for; the saga answers each.
const requested = {
  /**
   * Read the own profile, from the client cache while it is fresh (`userProfile`, 5 minutes); `force`
   * reads the server whatever the cache holds (a role or an access that may have changed).
   */
  fetchRequested: createAction<{ force?: boolean } | undefined>('profile/fetchRequested'),
  updateRequested: createAction<ProfileUpdateBody>('profile/updateRequested'),
  /** The file itself waits in the file registry under `fileId`: actions stay serializable. */
  photoUploadRequested: createAction<{ fileId: string }>('profile/photoUploadRequested'),
  passwordCodeRequested: createAction('profile/passwordCodeRequested'),
  passwordChangeRequested: createAction<PasswordChange>('profile/passwordChangeRequested'),
  emailConfirmRequested: createAction<{ code: string }>('profile/emailConfirmRequested'),
};

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    photoUploadProgressed(state, action: PayloadAction<{ percent: number }>) {
      state.photoUploadProgress = action.payload.percent;
    },
    /** The address waiting for its code, or null once none does. */
    emailChangePending(state, action: PayloadAction<string | null>) {
      state.pendingEmail = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(requested.photoUploadRequested, (state) => {
      state.photoUploadProgress = 0;
    });
  },
});

/** Editing starts afresh: the outcome of the previous save is forgotten. */
const updateReset = () => requestsActions.reset(PROFILE_REQUESTS.update);

/** The password dialog closes without a change: its code and its outcome are forgotten. */
const passwordChangeCancelled = () =>
  requestsActions.reset([PROFILE_REQUESTS.passwordCode, PROFILE_REQUESTS.password]);

export const profileActions = { ...profileSlice.actions, ...requested, updateReset, passwordChangeCancelled };
export const profileReducer = profileSlice.reducer;
export default profileSlice;
