import { RANGE, wholeNumberProblem } from './numbers';

// The states and choices of the firm's work (docs/requirements.md#projects, #tasks): the server's
// schemas and the client's forms and chips read these lists.

export const PROJECT_STATUSES = ['Pending', 'Active', 'OnHold', 'Completed', 'Cancelled'] as const;
export type ProjectStatusName = (typeof PROJECT_STATUSES)[number];

/** A consultant's application to join the firm. */
export const APPLICATION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;

/** A consultant's application to work on one project. */
export const PROJECT_APPLICATION_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;

export const EXPERTISE_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;

/**
 * A consultant's years of experience as typed into a form: empty is none given (0); anything else
 * must be a whole number in RANGE.yearsOfExperience. The application's multipart check on the server
 * and the client's consultant forms both call this, so they refuse the same text in the same words.
 */
export const yearsOfExperienceProblem = (text: string): string | null =>
  text.trim() === '' ? null : wholeNumberProblem('Years of experience', text, RANGE.yearsOfExperience);

export const TASK_PRIORITIES = ['Low', 'Medium', 'High'] as const;
export type TaskPriorityName = (typeof TASK_PRIORITIES)[number];

/** Labels of the statuses whose code is not already a word. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatusName, string> = {
  Pending: 'Pending',
  Active: 'Active',
  OnHold: 'On hold',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};
