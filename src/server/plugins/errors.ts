import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorResponse } from '../../shared/contracts/common';
import { MSG } from '../../shared/messages';
import { HttpError } from '../errors';
import { fieldErrors } from './validation';

const MULTIPART_LIMITS = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/** Texts of the framework's own client errors; anything else from a library gets a neutral text. */
function clientMessage(error: FastifyError, status: number): string {
  if (status === 429) return MSG.tooManyRequests;
  if (status === 413) return MULTIPART_LIMITS.has(error.code) ? MSG.fileTooLarge : MSG.bodyTooLarge;
  if (status === 415) return MSG.unsupportedMediaType;
  if (status === 404) return MSG.notFound;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return MSG.malformedJson;
  }
  return MSG.badRequest;
}

/** One shape for every failure, `{message, code?, errors?}`; a 5xx never shows internals. */
export function toErrorResponse(error: FastifyError | HttpError): { status: number; body: ErrorResponse } {
  if (error instanceof HttpError) {
    const body: ErrorResponse = { message: error.message };
    if (error.code) body.code = error.code;
    if (error.errors) body.errors = error.errors;
    return { status: error.statusCode, body };
  }
  if (error.validation) {
    const errors = fieldErrors(error.validation);
    return { status: 400, body: { message: errors[0]?.message ?? MSG.validation, errors } };
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return { status, body: { message: clientMessage(error, status) } };
  return { status: status >= 500 && status < 600 ? status : 500, body: { message: MSG.internal } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, errorCode: error.code }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}
