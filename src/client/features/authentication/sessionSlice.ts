import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  EmailBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '@shared/contracts/account';
import type { LogoutReason, SessionUser } from './sessionModel';

export type { LogoutReason, SessionUser } from './sessionModel';

/**
 * The signed-in session. The state key stays `session`: redux-persist stores token, expiration and
 * user under `persist:session`, so a browser that was signed in before keeps its session.
 */
export interface SessionState {
  token: string | null;
  /** ISO 8601, equal to the token's exp. */
  expiration: string | null;
  user: SessionUser | null;
  /** False until the stored session has been checked after start-up ('Loading...' meanwhile). */
  initialized: boolean;
  /** Set when login answers EMAIL_NOT_VERIFIED or registration succeeds: the e-mail to verify. */
  pendingVerificationEmail: string | null;
  /** The browser's network connection (docs/requirements.md#errors-global); never stored. */
  online: boolean;
}

export const initialSessionState: SessionState = {
  token: null,
  expiration: null,
  user: null,
  initialized: false,
  pendingVerificationEmail: null,
  online: true,
};

/** Request keys (lib/requests): the forms read each request's state under these. */
export const AUTH_REQUESTS = {
  login: 'session/login',
  register: 'session/register',
  verifyEmail: 'session/verifyEmail',
  resendPin: 'session/resendPin',
  forgotPassword: 'session/forgotPassword',
  resetPassword: 'session/resetPassword',
} as const;

// What the views ask for; the sagas answer each.
const requested = {
  loginRequested: createAction<LoginBody & { from?: string }>('session/loginRequested'),
  logoutRequested: createAction('session/logoutRequested'),
  registerRequested: createAction<RegisterBody>('session/registerRequested'),
  verifyEmailRequested: createAction<VerifyEmailBody>('session/verifyEmailRequested'),
  resendPinRequested: createAction<EmailBody>('session/resendPinRequested'),
  forgotPasswordRequested: createAction<EmailBody>('session/forgotPasswordRequested'),
  resetPasswordRequested: createAction<ResetPasswordBody>('session/resetPasswordRequested'),
};

const clearStored = (state: SessionState) => {
  state.token = null;
  state.expiration = null;
  state.user = null;
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
    /** The session begins: sagas start the authenticated task. */
    loginSucceeded(state, action: PayloadAction<LoginResponse>) {
      state.token = action.payload.token;
      state.expiration = action.payload.expiration;
      state.user = action.payload.user;
      state.initialized = true;
    },
    loggedOut(state, _action: PayloadAction<{ reason: LogoutReason; from?: string }>) {
      clearStored(state);
      state.initialized = true;
    },
    /** The signed-in user as the server now has it (a profile read or save, a new photo). */
    userUpdated(state, action: PayloadAction<Partial<SessionUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    /** The consultant lookup for a roleId-2 user without consultantId. */
    userEnriched(state, action: PayloadAction<{ consultantId: number }>) {
      if (state.user) {
        state.user.consultantId = action.payload.consultantId;
        state.user.isConsultant = true;
      }
    },
    /** The 5-minute re-check re-read the stored user. */
    userRechecked(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
    },
    /** The browser went offline or came back online (connectivitySaga.ts). */
    connectivityChanged(state, action: PayloadAction<{ online: boolean }>) {
      state.online = action.payload.online;
    },
    /** The e-mail the verify page and the login's Resend PIN offer work on; null once verified. */
    verificationEmailChanged(state, action: PayloadAction<string | null>) {
      state.pendingVerificationEmail = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(requested.loginRequested, (state) => {
        state.pendingVerificationEmail = null;
      })
      .addCase(requested.resendPinRequested, (state, action) => {
        state.pendingVerificationEmail = action.payload.email;
      });
  },
});

export const sessionActions = { ...sessionSlice.actions, ...requested };
export const sessionReducer = sessionSlice.reducer;
export default sessionSlice;
