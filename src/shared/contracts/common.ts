import { Type, type Static, type TLiteral, type TSchema, type TStringOptions, type TUnion } from 'typebox';
import type { Length } from '../domain/text';

/** The one error shape of the API: `{message, code?, errors?}` (docs/requirements.md#errors). */
export const ErrorResponse = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

/** The answer of a write that returns nothing (204). */
export const NoContent = Type.Null({ description: 'No content' });

/** A string within one of the domain's lengths (`minLength` only where the field is required). */
export const Text = (length: Length, options: TStringOptions = {}) =>
  Type.String({ ...(length.min > 0 ? { minLength: length.min } : {}), maxLength: length.max, ...options });

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/** One of a domain enumeration's values, as a union of literals. */
export const OneOf = <const T extends readonly string[]>(values: T): TUnion<Literals<T>> =>
  Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<Literals<T>>;

/** One page of a list: `data` holds the rows, `total` counts every row that matches. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
