import { WHOLE_NUMBER_MAX } from '../../shared/domain/numbers';

// What every request's schemas add to their own rules (docs/requirements.md#validation);
// routes/serve.ts applies it to every route's path, query and body.
// - Every number is finite and bounded: a whole number without a bound of its own gets
//   WHOLE_NUMBER_MAX either way, a fraction the largest safe integer, and each gets the `x-finite`
//   check (plugins/validation.ts). Ajv turns the query string "Infinity" or "1e400" into a number
//   that its own type and bound checks let pass.
// - Every text is plain text: the `x-plain-text` check refuses the NUL character, which no field
//   needs and PostgreSQL cannot store.

/** The keyword that refuses Infinity and NaN, whatever the coercion made of the text. */
export const FINITE_KEYWORD = 'x-finite';
/** The keyword that refuses a text holding the NUL character. */
export const PLAIN_TEXT_KEYWORD = 'x-plain-text';

/** Whether a value is acceptable to the plain-text check: anything but a text holding NUL. */
export const isPlainText = (data: unknown): boolean => typeof data !== 'string' || !data.includes('\u0000');

type Node = Record<string, unknown>;

const typesOf = (node: Node): string[] => (Array.isArray(node.type) ? node.type : [node.type]).map(String);

function bound(node: Node): void {
  const types = typesOf(node);
  if (types.includes('string')) node[PLAIN_TEXT_KEYWORD] = true;
  const whole = types.includes('integer');
  if (!whole && !types.includes('number')) return;
  const limit = whole ? WHOLE_NUMBER_MAX : Number.MAX_SAFE_INTEGER;
  if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = limit;
  if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = -limit;
  node[FINITE_KEYWORD] = true;
}

/**
 * Bounds every number and text of a request schema, in place and once (a schema shared by several
 * routes is walked again harmlessly). Answers the schema.
 */
export function boundedInputs<S>(schema: S): S {
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const node = value as Node;
    bound(node);
    for (const key of ['properties', 'patternProperties']) {
      const children = node[key];
      if (children && typeof children === 'object') for (const child of Object.values(children)) walk(child);
    }
    for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not']) walk(node[key]);
  };
  walk(schema);
  return schema;
}
