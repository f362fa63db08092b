import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { RoleId } from '@shared/roles';
import { MSG } from '@shared/messages';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { sessionActions, type SessionUser } from './sessionSlice';
import {
  selectAuthInitialized,
  selectIsAuthenticated,
  selectIsConsultant,
  selectRoleId,
  selectToken,
  selectUser,
} from './sessionSelectors';

export interface AuthContextValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** False until the stored session has been checked after start-up. */
  initialized: boolean;
  roleId: RoleId;
  isConsultant: boolean;
  /** The session was ended from this tab's Logout: the logout saga, not the guard, picks the next page. */
  loggingOut: boolean;
  login: (email: string, password: string, from?: string) => void;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** A thin view of the session slice; the store stays the one source of truth. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const initialized = useAppSelector(selectAuthInitialized);
  const roleId = useAppSelector(selectRoleId);
  const isConsultant = useAppSelector(selectIsConsultant);
  const token = useAppSelector(selectToken);
  // The token being logged out; a different token means a new session has begun since.
  const [logoutOf, setLogoutOf] = useState<string | null>(null);
  if (logoutOf !== null && token !== null && token !== logoutOf) setLogoutOf(null);
  const loggingOut = logoutOf !== null;

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated,
      initialized,
      roleId,
      isConsultant,
      loggingOut,
      login: (email, password, from) => dispatch(sessionActions.loginRequested({ email, password, from })),
      logout: () => {
        setLogoutOf(token);
        dispatch(sessionActions.logoutRequested());
      },
    }),
    [dispatch, user, isAuthenticated, initialized, roleId, isConsultant, loggingOut, token],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(MSG.useAuthOutsideProvider);
  return value;
}
