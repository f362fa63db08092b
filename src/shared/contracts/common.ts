import { Type, type Static } from 'typebox';

/** The one error shape of the API: `{message, errors?}` (plus a machine-readable code where the spec names one). */
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
