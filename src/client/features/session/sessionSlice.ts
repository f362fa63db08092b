import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  LoginResponse,
  ProfileUpdateBody,
  RegisterBody,
  ResetPasswordBody,
  UserDto,
} from '@shared/contracts/account';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  type RequestState,
} from '@client/lib/requestState';

/** The user as the client keeps it: the server's user plus the derived consultant fields. */
export type SessionUser = UserDto;

export type SessionRequest =
  | 'login'
  | 'register'
  | 'verifyEmail'
  | 'resendPin'
  | 'forgotPassword'
  | 'resetPassword'
  | 'profile'
  | 'updateProfile'
  | 'uploadPhoto'
  | 'changePasswordCode'
  | 'changePassword';

export type LogoutReason = 'logout' | 'expired' | 'unauthorized';

export interface SessionState {
  token: string | null;
  /** ISO 8601, equal to the token's exp. */
  expiration: string | null;
  user: SessionUser | null;
  /** False until the stored session has been checked after start-up ('Loading...' meanwhile). */
  initialized: boolean;
  requests: Record<SessionRequest, RequestState>;
  /** 0–100 while a photo uploads, else null. */
  photoUploadProgress: number | null;
  /** Set when login answers EMAIL_NOT_VERIFIED or registration succeeds: the e-mail to verify. */
  pendingVerificationEmail: string | null;
  /** Set once the e-mailed password-change code has been sent. */
  passwordChangeCodeSent: boolean;
}

const requestNames: SessionRequest[] = [
  'login',
  'register',
  'verifyEmail',
  'resendPin',
  'forgotPassword',
  'resetPassword',
  'profile',
  'updateProfile',
  'uploadPhoto',
  'changePasswordCode',
  'changePassword',
];

const idleRequests = () =>
  Object.fromEntries(requestNames.map((n) => [n, idleRequest])) as Record<SessionRequest, RequestState>;

export const initialSessionState: SessionState = {
  token: null,
  expiration: null,
  user: null,
  initialized: false,
  requests: idleRequests(),
  photoUploadProgress: null,
  pendingVerificationEmail: null,
  passwordChangeCodeSent: false,
};

interface Failure {
  error: string;
  code?: string;
}

const clearStored = (state: SessionState) => {
  state.token = null;
  state.expiration = null;
  state.user = null;
  state.photoUploadProgress = null;
  state.passwordChangeCodeSent = false;
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The stored session was checked after start-up (valid or cleared). */
    initialized(state) {
      state.initialized = true;
    },
    /** A rehydrated session that passed the validity check: sagas start the authenticated task. */
    restored() {},
    loginRequested: {
      reducer(state) {
        state.requests.login = pendingRequest;
        state.pendingVerificationEmail = null;
      },
      prepare(payload: { email: string; password: string; from?: string }) {
        return { payload };
      },
    },
    loginSucceeded(state, action: PayloadAction<LoginResponse>) {
      state.token = action.payload.token;
      state.expiration = action.payload.expiration;
      state.user = action.payload.user;
      state.initialized = true;
      state.requests.login = succeededRequest();
    },
    loginFailed(state, action: PayloadAction<Failure & { email?: string }>) {
      state.requests.login = failedRequest(action.payload.error);
      if (action.payload.code === 'EMAIL_NOT_VERIFIED' && action.payload.email) {
        state.pendingVerificationEmail = action.payload.email;
      }
    },
    /** The consultant lookup for a roleId-2 user without consultantId. */
    userEnriched(state, action: PayloadAction<{ consultantId: number }>) {
      if (state.user) {
        state.user.consultantId = action.payload.consultantId;
        state.user.isConsultant = true;
      }
    },
    logoutRequested() {},
    loggedOut(state, _action: PayloadAction<{ reason: LogoutReason; from?: string }>) {
      clearStored(state);
      state.requests = idleRequests();
      state.initialized = true;
    },
    /** The 5-minute re-check re-read the stored user. */
    userRechecked(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
    },

    registerRequested(state, _action: PayloadAction<RegisterBody>) {
      state.requests.register = pendingRequest;
    },
    registerSucceeded(state, action: PayloadAction<{ email: string; message: string }>) {
      state.requests.register = succeededRequest(action.payload.message);
      state.pendingVerificationEmail = action.payload.email;
    },
    registerFailed(state, action: PayloadAction<Failure>) {
      state.requests.register = failedRequest(action.payload.error);
    },

    verifyEmailRequested(state, _action: PayloadAction<{ email: string; pin: string }>) {
      state.requests.verifyEmail = pendingRequest;
    },
    verifyEmailSucceeded(state, action: PayloadAction<{ message: string }>) {
      state.requests.verifyEmail = succeededRequest(action.payload.message);
      state.pendingVerificationEmail = null;
    },
    verifyEmailFailed(state, action: PayloadAction<Failure>) {
      state.requests.verifyEmail = failedRequest(action.payload.error);
    },

    resendPinRequested(state, action: PayloadAction<{ email: string }>) {
      state.requests.resendPin = pendingRequest;
      state.pendingVerificationEmail = action.payload.email;
    },
    resendPinSucceeded(state, action: PayloadAction<{ message: string }>) {
      state.requests.resendPin = succeededRequest(action.payload.message);
    },
    resendPinFailed(state, action: PayloadAction<Failure>) {
      state.requests.resendPin = failedRequest(action.payload.error);
    },

    forgotPasswordRequested(state, _action: PayloadAction<{ email: string }>) {
      state.requests.forgotPassword = pendingRequest;
    },
    forgotPasswordSucceeded(state, action: PayloadAction<{ message: string }>) {
      state.requests.forgotPassword = succeededRequest(action.payload.message);
    },
    forgotPasswordFailed(state, action: PayloadAction<Failure>) {
      state.requests.forgotPassword = failedRequest(action.payload.error);
    },

    resetPasswordRequested(state, _action: PayloadAction<ResetPasswordBody>) {
      state.requests.resetPassword = pendingRequest;
    },
    resetPasswordSucceeded(state, action: PayloadAction<{ message: string }>) {
      state.requests.resetPassword = succeededRequest(action.payload.message);
    },
    resetPasswordFailed(state, action: PayloadAction<Failure>) {
      state.requests.resetPassword = failedRequest(action.payload.error);
    },

    profileRequested(state) {
      state.requests.profile = pendingRequest;
    },
    /** GET /Manage/profile is merged into the local user. */
    profileSucceeded(state, action: PayloadAction<Partial<SessionUser>>) {
      state.requests.profile = succeededRequest();
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    profileFailed(state, action: PayloadAction<Failure>) {
      state.requests.profile = failedRequest(action.payload.error);
    },

    profileUpdateRequested(state, _action: PayloadAction<ProfileUpdateBody>) {
      state.requests.updateProfile = pendingRequest;
    },
    profileUpdateSucceeded(state, action: PayloadAction<{ message: string; user: SessionUser }>) {
      state.requests.updateProfile = succeededRequest(action.payload.message);
      if (state.user) state.user = { ...state.user, ...action.payload.user };
    },
    profileUpdateFailed(state, action: PayloadAction<Failure>) {
      state.requests.updateProfile = failedRequest(action.payload.error);
    },

    /** The file itself waits in the file registry under `fileId`: actions stay serializable. */
    photoUploadRequested(state, _action: PayloadAction<{ fileId: string }>) {
      state.requests.uploadPhoto = pendingRequest;
      state.photoUploadProgress = 0;
    },
    photoUploadProgressed(state, action: PayloadAction<{ percent: number }>) {
      state.photoUploadProgress = action.payload.percent;
    },
    photoUploadSucceeded(state, action: PayloadAction<{ photo: string }>) {
      state.requests.uploadPhoto = succeededRequest();
      state.photoUploadProgress = null;
      if (state.user) state.user.photo = action.payload.photo;
    },
    photoUploadFailed(state, action: PayloadAction<Failure>) {
      state.requests.uploadPhoto = failedRequest(action.payload.error);
      state.photoUploadProgress = null;
    },

    passwordChangeCodeRequested(state) {
      state.requests.changePasswordCode = pendingRequest;
    },
    passwordChangeCodeSent(state, action: PayloadAction<{ message: string }>) {
      state.requests.changePasswordCode = succeededRequest(action.payload.message);
      state.passwordChangeCodeSent = true;
    },
    passwordChangeCodeFailed(state, action: PayloadAction<Failure>) {
      state.requests.changePasswordCode = failedRequest(action.payload.error);
    },
    passwordChangeRequested(
      state,
      _action: PayloadAction<{ code: string; password: string; confirmPassword: string }>,
    ) {
      state.requests.changePassword = pendingRequest;
    },
    passwordChangeSucceeded(state, action: PayloadAction<{ message: string }>) {
      state.requests.changePassword = succeededRequest(action.payload.message);
      state.passwordChangeCodeSent = false;
    },
    passwordChangeFailed(state, action: PayloadAction<Failure>) {
      state.requests.changePassword = failedRequest(action.payload.error);
    },
    passwordChangeCancelled(state) {
      state.passwordChangeCodeSent = false;
      state.requests.changePassword = idleRequest;
      state.requests.changePasswordCode = idleRequest;
    },

    /** A form mounted: forget the outcome of its previous submission. */
    requestReset(state, action: PayloadAction<SessionRequest>) {
      state.requests[action.payload] = idleRequest;
    },
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
export default sessionSlice;
