import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { selectRoleId, selectUser } from '@client/features/authentication';
import { consultantsActions, selectManagedConsultants } from '@client/features/consultants';
import { projectsActions, selectAllProjects } from '@client/features/projects';
import type { FilterOption } from '@client/components/SearchBar';

/** The projects and assignees the task filters offer: every known one for an administrator, "me" for a consultant. */
export function useTaskOptions() {
  const dispatch = useAppDispatch();
  const roleId = useAppSelector(selectRoleId);
  const user = useAppSelector(selectUser);
  const projects = useAppSelector(selectAllProjects);
  const consultants = useAppSelector(selectManagedConsultants);
  const isAdmin = roleId === 1;

  useEffect(() => {
    dispatch(projectsActions.listRequested());
    if (isAdmin) dispatch(consultantsActions.allRequested());
  }, [dispatch, isAdmin]);

  const projectOptions = useMemo<FilterOption<number>[]>(
    () =>
      projects.map((p) => ({ value: p.id, label: p.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [projects],
  );
  const assigneeOptions = useMemo<FilterOption<number>[]>(() => {
    if (isAdmin) {
      return consultants
        .filter((c) => c.applicationStatus === 'Approved')
        .map((c) => ({ value: c.id, label: c.fullName }));
    }
    return user?.consultantId != null ? [{ value: user.consultantId, label: 'Me' }] : [];
  }, [isAdmin, consultants, user]);

  return { projectOptions, assigneeOptions, isAdmin, myConsultantId: user?.consultantId ?? null };
}
