import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { FORMAT, FORMAT_CHECKS } from '../../shared/domain/formats';
import { MSG } from '../../shared/messages';
import type { FieldError } from '../errors';

/**
 * The validator's options: the shared format checks are added after the standard formats, so a
 * schema's format runs the very function the client's forms run.
 */
export const ajvOptions: NonNullable<FastifyServerOptions['ajv']> = {
  onCreate(ajv) {
    for (const [name, check] of Object.entries(FORMAT_CHECKS)) ajv.addFormat(name, check);
  },
};

/** 'phoneNumber' → 'Phone number'. */
function label(field: string): string {
  const last = field.split('.').pop() || 'value';
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldOf(error: FastifySchemaValidationError): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  return missing ? [base, missing].filter(Boolean).join('.') : base || 'body';
}

function messageFor(field: string, error: FastifySchemaValidationError): string {
  const params = error.params as { limit?: number; type?: string; format?: string };
  const name = field.split('.').pop() ?? field;
  const what = label(field);
  if ((name === 'password' || name === 'newPassword') && /Length$/.test(error.keyword)) {
    return MSG.passwordLength;
  }
  // A password of spaces only: the client's forms call that missing too.
  if ((name === 'password' || name === 'newPassword') && error.keyword === 'pattern')
    return `${what} is required.`;
  if ((name === 'pin' || name === 'code') && error.keyword !== 'required') return MSG.invalidCode;
  if (name.toLowerCase() === 'email' && error.keyword !== 'required') return MSG.invalidEmail;
  if (error.keyword === 'format' && params.format === FORMAT.safeUrl) return MSG.invalidUrl;
  if (error.keyword === 'format' && params.format === FORMAT.emailOrEmpty) return MSG.invalidEmail;
  if (error.keyword === 'format' && params.format === FORMAT.colourOrEmpty) return MSG.invalidColour;
  switch (error.keyword) {
    case 'required':
      return `${what} is required.`;
    case 'format':
      return `${what} has an invalid format.`;
    case 'minLength':
      return params.limit === 1
        ? `${what} is required.`
        : `${what} must be at least ${params.limit} characters.`;
    case 'maxLength':
      return `${what} must be at most ${params.limit} characters.`;
    case 'pattern':
      return name === 'userName' ? MSG.invalidUserName : `${what} has an invalid format.`;
    case 'type':
      return `${what} must be of type ${params.type}.`;
    case 'minimum':
    case 'maximum':
      return `${what} is out of range.`;
    default:
      return `${what} is invalid.`;
  }
}

/** Ajv's errors as the API's `{field, message}` list; the first one also becomes the headline. */
export function fieldErrors(errors: FastifySchemaValidationError[]): FieldError[] {
  return errors.map((error) => {
    const field = fieldOf(error);
    return { field, message: messageFor(field, error) };
  });
}
