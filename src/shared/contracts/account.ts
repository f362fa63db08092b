import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { MessageResponse, NoContent } from './common';
import { defineContract } from './contract';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const Pin = Type.String({ pattern: '^[0-9]{6}$' });

/** The user as the server sends it and the client keeps it (product-spec section 3). */
export const UserDto = Type.Object({
  id: Type.Integer(),
  roleId: Type.Integer({ minimum: 1, maximum: 4 }),
  roles: Type.Array(Type.String()),
  userName: Type.String(),
  email: Type.String(),
  name: Type.String(),
  surname: Type.String(),
  phoneNumber: Type.String(),
  photo: Type.String(),
  isConsultant: Type.Boolean(),
  consultantId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type UserDto = Static<typeof UserDto>;

export const LoginBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  token: Type.String(),
  /** ISO 8601, equal to the token's exp (24 h). */
  expiration: Type.String(),
  user: UserDto,
});
export type LoginResponse = Static<typeof LoginResponse>;

export const RegisterBody = Type.Object({
  userName: Type.String({ minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9._-]+$' }),
  email: Email,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  surname: Type.String({ minLength: 1, maxLength: 100 }),
  password: Password,
  confirmPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  phoneNumber: Type.String({ maxLength: 30 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const VerifyEmailBody = Type.Object({ email: Email, pin: Pin });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;

/** confirmPassword is optional so that the shorter reading of the path (email, code, password) works too. */
export const ResetPasswordBody = Type.Object({
  email: Email,
  code: Pin,
  password: Password,
  confirmPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ProfileUpdateBody = Type.Object({
  userName: Type.String({ minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9._-]+$' }),
  email: Email,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  surname: Type.String({ minLength: 1, maxLength: 100 }),
  phoneNumber: Type.String({ maxLength: 30 }),
  photo: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

export const ProfileUpdateResponse = Type.Object({ message: Type.String(), user: UserDto });
export type ProfileUpdateResponse = Static<typeof ProfileUpdateResponse>;

export const UploadPhotoResponse = Type.Object({ photo: Type.String() });
export type UploadPhotoResponse = Static<typeof UploadPhotoResponse>;

/** Each call answers on both readings of its path (SUPPLEMENT section 2). */
export const accountContract = defineContract('account', API.account, {
  login: { summary: 'Sign in; returns a 24-hour token', body: LoginBody, response: { 200: LoginResponse } },
  logout: { summary: 'Sign out; the token is refused from then on', response: { 204: NoContent } },
  register: {
    summary: 'Create a customer account and e-mail a verification PIN',
    body: RegisterBody,
    response: { 201: MessageResponse },
  },
  verifyEmail: {
    summary: 'Confirm the e-mail address with its PIN',
    body: VerifyEmailBody,
    response: { 200: MessageResponse },
  },
  resendPin: {
    summary: 'E-mail a new verification PIN',
    body: EmailBody,
    response: { 200: MessageResponse },
  },
  forgotPassword: {
    summary: 'E-mail a password reset code',
    body: EmailBody,
    response: { 200: MessageResponse },
  },
  resetPassword: {
    summary: 'Set a new password with the reset code',
    body: ResetPasswordBody,
    response: { 200: MessageResponse },
  },
});

/** The signed-in user's own account. */
export const profileContract = defineContract('profile', API.profile, {
  get: { summary: 'The signed-in user', response: { 200: UserDto } },
  update: {
    summary: 'Update the signed-in user',
    body: ProfileUpdateBody,
    response: { 200: ProfileUpdateResponse },
  },
  uploadPhoto: {
    summary: 'Upload a profile photo (multipart, JPEG/PNG/WebP/GIF, at most 5 MiB)',
    multipart: { file: 'photo' },
    response: { 200: UploadPhotoResponse },
  },
});
