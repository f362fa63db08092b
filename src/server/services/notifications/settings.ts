import {
  NOTIFICATION_FAMILIES,
  type NotificationFamily,
  type NotificationSettingsPatch,
} from '../../../shared/contracts/notifications';
import { HttpError, type FieldError } from '../../errors';
import type { EventFamily } from './types';

// The contract's family list and the notifier's EventFamily must name the same ten families.
const sameFamilies: [EventFamily, NotificationFamily] extends [NotificationFamily, EventFamily]
  ? true
  : never = true;
void sameFamilies;

const FAMILIES = new Set<string>(NOTIFICATION_FAMILIES);
const SETTING_KEYS = new Set(['inApp', 'email']);
const DIGESTS = new Set(['off', 'daily']);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a settings patch before schema validation, which would coerce 'true' or 1 into booleans and
 * drop unknown names silently: a typo in a family must answer 400, not look saved.
 */
export function settingsPatchErrors(body: unknown): FieldError[] {
  const errors: FieldError[] = [];
  if (!isObject(body)) return [{ field: 'body', message: 'Settings must be an object.' }];
  for (const key of Object.keys(body)) {
    if (key !== 'families' && key !== 'emailDigest')
      errors.push({ field: key, message: `Unknown setting '${key}'.` });
  }
  if (body.emailDigest !== undefined && !DIGESTS.has(body.emailDigest as string)) {
    errors.push({ field: 'emailDigest', message: "Email digest must be 'off' or 'daily'." });
  }
  if (body.families === undefined) return errors;
  if (!isObject(body.families))
    return [...errors, { field: 'families', message: 'Families must be an object.' }];
  for (const [family, value] of Object.entries(body.families)) {
    const field = `families.${family}`;
    if (!FAMILIES.has(family)) {
      errors.push({ field, message: `Unknown notification family '${family}'.` });
    } else if (!isObject(value)) {
      errors.push({ field, message: 'A family setting must be an object.' });
    } else {
      for (const [key, flag] of Object.entries(value)) {
        if (!SETTING_KEYS.has(key))
          errors.push({ field: `${field}.${key}`, message: `Unknown setting '${key}'.` });
        else if (typeof flag !== 'boolean')
          errors.push({ field: `${field}.${key}`, message: 'Must be true or false.' });
      }
    }
  }
  return errors;
}

export function assertSettingsPatch(body: unknown): asserts body is NotificationSettingsPatch {
  const errors = settingsPatchErrors(body);
  if (errors.length) throw new HttpError(400, errors[0].message, undefined, errors);
}
