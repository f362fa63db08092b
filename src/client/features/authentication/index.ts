// The public surface of features/authentication: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { AccountFields } from './AccountFields';
export { authenticationSaga } from './authenticationSaga';
export { AuthProvider, useAuth } from './AuthProvider';
export { CodeAndNewPasswordFields } from './CodeAndNewPasswordFields';
export { ForgotPasswordForm } from './ForgotPasswordForm';
export { LoginForm } from './LoginForm';
export { OfflineNotice } from './OfflineNotice';
export { RequireAuth } from './RequireAuth';
export { ResetPasswordForm } from './ResetPasswordForm';
export { toSessionUser } from './sessionModel';
export type { SessionUser } from './sessionModel';
export {
  selectIsAuthenticated,
  selectIsConsultant,
  selectRoleId,
  selectToken,
  selectUser,
  selectUserDisplayName,
} from './sessionSelectors';
export { sessionActions, sessionReducer } from './sessionSlice';
export { SignupForm } from './SignupForm';
export { SESSION_STORAGE_KEY, parseStoredSession } from './storedSession';
export { VerifyEmailForm } from './VerifyEmailForm';
