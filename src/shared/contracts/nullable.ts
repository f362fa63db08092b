import { Type, type Static, type TSchema } from 'typebox';

/**
 * `T | null` for request bodies. Written as a JSON-schema type list rather than a union: with the
 * server's type coercion a union would turn `null` into `0` (or `0` into `null`), while a type list
 * keeps both and still reads an empty form field ('') as null.
 */
export function NullableInput<T extends TSchema>(schema: T) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

/** `T | null` in responses. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
