import { Type, type Static } from 'typebox';

export const ApplicationStatus = Type.Union([
  Type.Literal('Pending'),
  Type.Literal('Approved'),
  Type.Literal('Rejected'),
]);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

/** A consultant as the server sends it (product-spec section 3, SUPPLEMENT section 3). */
export const ConsultantDto = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  fullName: Type.String(),
  image: Type.String(),
  specialization: Type.String(),
  bio: Type.String(),
  linkedInUrl: Type.String(),
  yearsOfExperience: Type.Integer(),
  isAvailable: Type.Boolean(),
  isActive: Type.Boolean(),
  applicationStatus: ApplicationStatus,
  expertise: Type.Array(Type.Object({ id: Type.Integer() }, { additionalProperties: true })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ConsultantDto = Static<typeof ConsultantDto>;
