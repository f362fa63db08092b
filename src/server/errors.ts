import { MSG } from '../shared/messages';

export interface FieldError {
  field: string;
  message: string;
}

/** An error whose status, message and code are meant for the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string): HttpError =>
  new HttpError(400, message, undefined, field ? [{ field, message }] : undefined);

export const unauthorized = (): HttpError => new HttpError(401, MSG.unauthorized);
export const forbidden = (): HttpError => new HttpError(403, MSG.forbidden);
export const notFound = (): HttpError => new HttpError(404, MSG.notFound);
