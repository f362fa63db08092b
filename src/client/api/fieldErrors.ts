import { errorBody } from './client';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The per-field messages of `{message, errors: [{field, message}]}` (or `{errors: {field: [messages]}}`),
 * keyed by the field's last path segment so that '/body/title' and 'title' both reach the title input.
 */
export function fieldErrors(e: unknown): Record<string, string> {
  const body = errorBody(e);
  if (!isRecord(body)) return {};
  const out: Record<string, string> = {};
  const add = (field: unknown, message: unknown) => {
    if (typeof field !== 'string' || typeof message !== 'string' || message.trim() === '') return;
    const key = field.split(/[./]/).filter(Boolean).pop() ?? field;
    out[key] ??= message;
  };
  const { errors } = body;
  if (Array.isArray(errors)) {
    for (const item of errors) if (isRecord(item)) add(item.field, item.message);
  } else if (isRecord(errors)) {
    for (const [field, messages] of Object.entries(errors)) {
      add(field, Array.isArray(messages) ? messages[0] : messages);
    }
  }
  return out;
}
