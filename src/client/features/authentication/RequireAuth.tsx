import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RoleId } from '@shared/roles';
import { LoadingScreen } from '@client/components/LoadingScreen';
import { useAuth } from './AuthProvider';

interface RequireAuthProps {
  roles: readonly RoleId[];
  children: ReactNode;
}

/** Sends visitors to /login (remembering the page) and disallowed roles to /unauthorized. */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { initialized, isAuthenticated, roleId, loggingOut } = useAuth();
  const location = useLocation();
  const here = location.pathname;
  const hasSession = initialized && isAuthenticated;
  // The page this guard last saw with a session; React may reuse one guard across routes, hence the path.
  const [sawSessionAt, setSawSessionAt] = useState(hasSession ? here : null);
  if (hasSession && sawSessionAt !== here) setSawSessionAt(here);
  const sawSession = sawSessionAt === here;

  if (!initialized) return <LoadingScreen />;
  // Logging out from this page: the logout saga goes to '/', a redirect to /login here would race it.
  if (!isAuthenticated && loggingOut && sawSession) return null;
  if (!isAuthenticated) {
    return <Navigate to="/login" state={{ from: location.pathname + location.search }} replace />;
  }
  // selectRoleId already counts a missing role as 3.
  if (!roles.includes(roleId)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
