import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { FORMAT, FORMAT_CHECKS } from '../../shared/domain/formats';
import { betweenText, wholeNumberText, type Range } from '../../shared/domain/numbers';
import { MSG } from '../../shared/messages';
import type { FieldError } from '../errors';
import { FINITE_KEYWORD, isPlainText, PLAIN_TEXT_KEYWORD } from '../lib/boundedInputs';

/**
 * The validator's options: the shared format checks are added after the standard formats, so a
 * schema's format runs the very function the client's forms run. `verbose` hands each error the
 * schema that failed, so a range is worded with both of its bounds, as the forms word it. Refused
 * requests are logged without their errors, so the sent values this adds reach no log.
 */
export const ajvOptions: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: { verbose: true },
  onCreate(ajv) {
    for (const [name, check] of Object.entries(FORMAT_CHECKS)) ajv.addFormat(name, check);
    // Runs on the number the type check coerced the text to: Infinity and NaN are refused. Not tied
    // to the number type: Ajv applies the number keywords (its bounds too) to finite numbers only.
    ajv.addKeyword({
      keyword: FINITE_KEYWORD,
      schemaType: 'boolean',
      errors: false,
      validate: (wanted: boolean, data: unknown) =>
        !wanted || typeof data !== 'number' || Number.isFinite(data),
    });
    ajv.addKeyword({
      keyword: PLAIN_TEXT_KEYWORD,
      schemaType: 'boolean',
      errors: false,
      validate: (wanted: boolean, data: unknown) => !wanted || isPlainText(data),
    });
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

/** `integer`, or a type list holding it (a nullable whole number). */
const isIntegerType = (type: unknown): boolean => String(type).split(',').includes('integer');

/** The bounds of a whole-number schema that failed, when it has both (only with Ajv's `verbose`). */
function wholeRangeOf(error: FastifySchemaValidationError): Range | null {
  const schema = (error as { parentSchema?: { type?: unknown; minimum?: unknown; maximum?: unknown } })
    .parentSchema;
  if (!schema || !isIntegerType(schema.type)) return null;
  const { minimum: min, maximum: max } = schema;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
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
      // Letters or a fraction where whole years or an order belong, worded as the forms word it.
      return isIntegerType(params.type) ? wholeNumberText(what) : `${what} must be of type ${params.type}.`;
    case PLAIN_TEXT_KEYWORD:
      return `${what} contains a character that is not allowed.`;
    case FINITE_KEYWORD:
      return wholeRangeOf(error) ? wholeNumberText(what) : `${what} must be a number.`;
    case 'minimum':
    case 'maximum': {
      const range = wholeRangeOf(error);
      return range ? betweenText(what, range) : `${what} is out of range.`;
    }
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
