import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { MSG } from '@shared/messages';
import { api } from '@client/api';
import { errorText, FieldRefusal } from '@client/api/client';
import { assignConsultantBody } from './consultantAssignment';
import { availableConsultantsOf, projectPageOf, UnreadableAnswer } from './projectAnswers';
import type { ProjectListQuery } from './projectModel';

// What the project calls do beyond an API call (reading an answer, converting an id, checking a
// currency first), and the texts their failures show (docs/requirements.md#errors-projects): the
// server's own text, else the call's.

export const projectFetchText = (id: number) => MSG.projectFetchFailed.replace('{id}', String(id));

/** Creates and updates word any error about permission the one way (docs/requirements.md#errors-global). */
export const projectErrorText =
  (fallback: string, { permissionText = false } = {}) =>
  (e: unknown): string => {
    const text = errorText(e, fallback);
    return permissionText && /permission/i.test(text) ? MSG.permissionDenied : text;
  };

/**
 * An unreadable available-consultants answer shows its own text; a failed call the server's, else
 * `fallback`: the project default unless the caller names its own (docs/requirements.md#errors-content).
 */
export const availableConsultantsText =
  (fallback: string = MSG.availableConsultantsFailed) =>
  (e: unknown): string =>
    e instanceof UnreadableAnswer ? e.message : errorText(e, fallback);

export const listProjects = async (query: ProjectListQuery) =>
  projectPageOf(await api.projects.list({ query }), query);

export const listAvailableConsultants = async (query: { projectId?: number; search?: string }) =>
  availableConsultantsOf(await api.projects.availableConsultants({ query }));

// An id that is not an integer fails these before anything is sent (docs/requirements.md#ids).
export const addConsultant = async (projectId: number, consultantId: string | number, isLeader: boolean) =>
  api.projects.addConsultant({
    params: { id: projectId },
    body: assignConsultantBody(consultantId, isLeader),
  });

export const setLeader = async (projectId: number, consultantId: string | number, isLeader: boolean) =>
  api.projects.assignConsultant({
    params: { id: projectId },
    body: { projectId, ...assignConsultantBody(consultantId, isLeader) },
  });

/** Whether the server knows the code as an ISO 4217 currency; a failed call counts as not valid. */
async function isCurrencyValid(code: string): Promise<boolean> {
  try {
    const answer = await api.currency.validate({ params: { code } });
    return answer?.isValid === true;
  } catch {
    return false;
  }
}

/**
 * A create or update whose currency is invalid fails without asking the server to store it (the check
 * itself asks GET /currency/validate/{code}); no code at all is the server's default.
 */
export function* currencyChecked<A extends unknown[], T>(
  currency: string | undefined,
  send: (...args: A) => Promise<T>,
  ...args: A
): SagaIterator<T> {
  const code = currency?.trim();
  if (code && !((yield call(isCurrencyValid, code)) as boolean))
    throw new FieldRefusal('currency', MSG.currencyInvalid);
  return (yield call(send, ...args)) as T;
}
