import { createSelector } from '@reduxjs/toolkit';
import { isConsultantUser, effectiveRole, type RoleId } from '@shared/roles';
import type { RootState } from '@client/lib/hooks';
import { selectRequest } from '@client/lib/requests';
import { AUTH_REQUESTS } from './sessionSlice';

export const selectSession = (state: RootState) => state.session;
export const selectToken = (state: RootState) => state.session.token;
export const selectExpiration = (state: RootState) => state.session.expiration;
export const selectUser = (state: RootState) => state.session.user;
export const selectAuthInitialized = (state: RootState) => state.session.initialized;
export const selectPendingVerificationEmail = (state: RootState) => state.session.pendingVerificationEmail;

/** The browser has no network: the offline notice shows (docs/requirements.md#errors-global). */
export const selectIsOffline = createSelector([selectSession], (session) => !session.online);

export type AuthRequest = keyof typeof AUTH_REQUESTS;

export const selectAuthRequest = (state: RootState, name: AuthRequest) =>
  selectRequest(state, AUTH_REQUESTS[name]);

/** Logged in: token, expiration and user are all present (the validity check clears stale ones). */
export const selectIsAuthenticated = createSelector(
  [selectToken, selectExpiration, selectUser],
  (token, expiration, user) => Boolean(token && expiration && user),
);

/** A missing role counts as 3 (docs/requirements.md#route-guard). */
export const selectRoleId = createSelector([selectUser], (user): RoleId => effectiveRole(user?.roleId));

export const selectIsConsultant = createSelector([selectUser], (user) =>
  user ? isConsultantUser(user) : false,
);

export const selectUserDisplayName = createSelector([selectUser], (user) => {
  if (!user) return '';
  const full = `${user.name ?? ''} ${user.surname ?? ''}`.trim();
  return full || user.userName || user.email;
});
