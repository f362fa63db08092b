import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { serverMessage, toApiError, type ApiError } from '@client/api/client';
import { fieldErrors } from '@client/api/fieldErrors';
import { assignConsultantBody, assignConsultantsBody } from './consultantAssignment';
import { availableConsultantsOf, projectPageOf, UnreadableAnswer } from './projectAnswers';
import type {
  AvailableConsultant,
  ProjectChanges,
  ProjectCreate,
  ProjectDetail,
  ProjectListQuery,
  ProjectMetricInput,
  ProjectPage,
  ProjectStatistics,
  ProjectUpdateInput,
} from './projectModel';
import type { ProjectHistoryDto, ProjectMetricDto, ProjectUpdateDto } from '@shared/contracts/projects';

// The project helpers answer `{data, error}` instead of throwing (docs/requirements.md#projects). The
// error keeps the HTTP status (0 when none) and the API-error flag (docs/requirements.md#errors); its
// message is the server's, else the helper's default text (docs/requirements.md#errors-projects).

export interface CallError extends ApiError {
  /** The server's per-field messages of a rejected form, by field name. */
  fieldErrors: Record<string, string>;
}

export type CallResult<T> = { data: T; error: null } | { data: T | null; error: CallError };

export const ok = <T>(data: T): CallResult<T> => ({ data, error: null });

/** A failure the client decides itself (no call made, or an unreadable answer). */
export function refused<T>(message: string, data: T | null = null, field?: string): CallResult<T> {
  const fields = field ? { [field]: message } : {};
  return { data, error: { status: 0, message, isApiError: true, fieldErrors: fields } };
}

interface Options {
  /** Creates and updates word any error about permission the one way (docs/requirements.md#errors-global). */
  permissionText?: boolean;
}

export function failure(e: unknown, fallback: string, options: Options = {}): CallResult<never> {
  const message = serverMessage(e) ?? fallback;
  const wording = options.permissionText && /permission/i.test(message) ? MSG.permissionDenied : message;
  return { data: null, error: { ...toApiError(e), message: wording, fieldErrors: fieldErrors(e) } };
}

async function attempt<T>(
  fallback: string,
  run: () => Promise<T>,
  options?: Options,
): Promise<CallResult<T>> {
  try {
    return ok(await run());
  } catch (e) {
    return failure(e, fallback, options);
  }
}

export const projectFetchText = (id: number) => MSG.projectFetchFailed.replace('{id}', String(id));

export const fetchProjects = (query: ProjectListQuery = {}): Promise<CallResult<ProjectPage>> =>
  attempt(MSG.projectsFetchFailed, async () => projectPageOf(await api.projects.list({ query }), query));

export const fetchProject = (id: number): Promise<CallResult<ProjectDetail>> =>
  attempt(projectFetchText(id), () => api.projects.get({ params: { id } }));

export const fetchProjectStatistics = (): Promise<CallResult<ProjectStatistics>> =>
  attempt(MSG.projectStatisticsFailed, () => api.projects.statistics());

export const createProject = (body: ProjectCreate): Promise<CallResult<ProjectDetail>> =>
  attempt(MSG.projectCreateFailed, () => api.projects.create({ body }), { permissionText: true });

export const updateProject = (id: number, body: ProjectChanges): Promise<CallResult<ProjectDetail>> =>
  attempt(MSG.projectUpdateFailed, () => api.projects.update({ params: { id }, body }), {
    permissionText: true,
  });

export const deleteProject = (id: number): Promise<CallResult<null>> =>
  attempt(MSG.projectDeleteFailed, async () => {
    await api.projects.remove({ params: { id } });
    return null;
  });

/** Puts one consultant on the project; the id goes as an integer (docs/requirements.md#ids). */
export const assignConsultant = (
  projectId: number,
  consultantId: string | number,
  isLeader = false,
): Promise<CallResult<ProjectDetail>> =>
  attempt(MSG.projectAssignFailed, () =>
    api.projects.addConsultant({
      params: { id: projectId },
      body: assignConsultantBody(consultantId, isLeader),
    }),
  );

/**
 * Makes a consultant of the team its leader, or no longer its leader. Its text is the assignment's of
 * docs/requirements.md#errors-content, not the helper's of assignConsultant above.
 */
export const setProjectLeader = (
  projectId: number,
  consultantId: string | number,
  isLeader: boolean,
): Promise<CallResult<ProjectDetail>> =>
  attempt(MSG.consultantAssignFailed, () =>
    api.projects.assignConsultant({
      params: { id: projectId },
      body: { projectId, ...assignConsultantBody(consultantId, isLeader) },
    }),
  );

/** The team becomes exactly these consultants: integer ids, the leader an integer or null. */
export const assignConsultants = (
  projectId: number,
  consultantIds: ReadonlyArray<string | number>,
  leaderConsultantId?: string | number | null,
): Promise<CallResult<ProjectDetail>> =>
  attempt(MSG.projectAssignManyFailed, () =>
    api.projects.assignConsultants({
      params: { id: projectId },
      body: assignConsultantsBody(consultantIds, leaderConsultantId),
    }),
  );

export const unassignConsultant = (
  projectId: number,
  consultantId: number,
): Promise<CallResult<ProjectDetail>> =>
  attempt(MSG.projectUnassignFailed, () =>
    api.projects.unassignConsultant({ params: { id: projectId, consultantId } }),
  );

/**
 * An unreadable answer gives an empty list and its own text (docs/requirements.md#errors-projects). A
 * failed call gives the server's text, else `fallback`: the helper's default unless the caller names
 * its own (the staffing dialog does, docs/requirements.md#errors-content).
 */
export async function fetchAvailableConsultants(
  query: { projectId?: number; search?: string } = {},
  fallback: string = MSG.availableConsultantsFailed,
): Promise<CallResult<AvailableConsultant[]>> {
  try {
    const body: unknown = await api.projects.availableConsultants({ query });
    return ok(availableConsultantsOf(body));
  } catch (e) {
    if (e instanceof UnreadableAnswer) return refused(e.message, []);
    return failure(e, fallback);
  }
}

export const addProjectUpdate = (
  id: number,
  body: ProjectUpdateInput,
): Promise<CallResult<ProjectUpdateDto>> =>
  attempt(MSG.projectUpdateAddFailed, () => api.projects.addUpdate({ params: { id }, body }));

export const editProjectUpdate = (
  id: number,
  updateId: number,
  body: ProjectUpdateInput,
): Promise<CallResult<ProjectUpdateDto>> =>
  attempt(MSG.projectUpdateEditFailed, () => api.projects.editUpdate({ params: { id, updateId }, body }));

export const deleteProjectUpdate = (id: number, updateId: number): Promise<CallResult<null>> =>
  attempt(MSG.projectUpdateDeleteFailed, async () => {
    await api.projects.removeUpdate({ params: { id, updateId } });
    return null;
  });

export const addProjectMetric = (
  id: number,
  body: ProjectMetricInput,
): Promise<CallResult<ProjectMetricDto>> =>
  attempt(MSG.projectMetricsAddFailed, () => api.projects.addMetric({ params: { id }, body }));

export const editProjectMetric = (
  id: number,
  metricId: number,
  body: ProjectMetricInput,
): Promise<CallResult<ProjectMetricDto>> =>
  attempt(MSG.projectMetricEditFailed, () => api.projects.editMetric({ params: { id, metricId }, body }));

export const deleteProjectMetric = (id: number, metricId: number): Promise<CallResult<null>> =>
  attempt(MSG.projectMetricDeleteFailed, async () => {
    await api.projects.removeMetric({ params: { id, metricId } });
    return null;
  });

export const fetchProjectHistory = (id: number): Promise<CallResult<ProjectHistoryDto[]>> =>
  attempt(MSG.projectHistoryFailed, () => api.projects.history({ params: { id } }));

/** Whether the server knows the code as an ISO 4217 currency; a failed call counts as not valid. */
export async function isCurrencyValid(code: string): Promise<boolean> {
  try {
    const answer = await api.currency.validate({ params: { code } });
    return answer?.isValid === true;
  } catch {
    return false;
  }
}
