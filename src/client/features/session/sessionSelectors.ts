import { createSelector } from '@reduxjs/toolkit';
import { isConsultantUser, effectiveRole, type RoleId } from '@shared/roles';
import { UPLOADS_PREFIX } from '@shared/apiPaths';
import type { RootState } from '@client/app/rootReducer';
import { API_HOST } from '@client/api/apiHost';
import type { SessionRequest } from './sessionSlice';

export const selectSession = (state: RootState) => state.session;
export const selectToken = (state: RootState) => state.session.token;
export const selectExpiration = (state: RootState) => state.session.expiration;
export const selectUser = (state: RootState) => state.session.user;
export const selectAuthInitialized = (state: RootState) => state.session.initialized;
export const selectPhotoUploadProgress = (state: RootState) => state.session.photoUploadProgress;
export const selectPendingVerificationEmail = (state: RootState) => state.session.pendingVerificationEmail;
export const selectPasswordChangeCodeSent = (state: RootState) => state.session.passwordChangeCodeSent;

export const selectSessionRequest = (state: RootState, name: SessionRequest) => state.session.requests[name];

/** Logged in: token, expiration and user are all present (the validity check clears stale ones). */
export const selectIsAuthenticated = createSelector(
  [selectToken, selectExpiration, selectUser],
  (token, expiration, user) => Boolean(token && expiration && user),
);

/** A missing role counts as 3 (product-spec section 4). */
export const selectRoleId = createSelector([selectUser], (user): RoleId => effectiveRole(user?.roleId));

export const selectIsConsultant = createSelector([selectUser], (user) =>
  user ? isConsultantUser(user) : false,
);

export const selectUserDisplayName = createSelector([selectUser], (user) => {
  if (!user) return '';
  const full = `${user.name ?? ''} ${user.surname ?? ''}`.trim();
  return full || user.userName || user.email;
});

/**
 * Photo URL rules of product-spec section 3: missing → null (the view shows a placeholder portrait);
 * an http(s) URL (or a local preview) as is; a relative path prefixed with the API host.
 */
export function resolvePhotoUrl(photo: string | null | undefined, apiHost: string = API_HOST): string | null {
  if (!photo) return null;
  if (/^(https?:|data:|blob:)/i.test(photo)) return photo;
  if (photo.startsWith('/')) return `${apiHost}${photo}`;
  const prefix = UPLOADS_PREFIX.slice(1);
  return photo.startsWith(`${prefix}/`) ? `${apiHost}/${photo}` : `${apiHost}${UPLOADS_PREFIX}/${photo}`;
}

export const selectUserPhotoUrl = createSelector([selectUser], (user) => resolvePhotoUrl(user?.photo));
