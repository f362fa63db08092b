import { Type, type Static } from 'typebox';
import { API } from '../api/routes';
import { FIELD } from '../domain/fields';
import { FORMAT } from '../domain/formats';
import { PATTERN } from '../domain/patterns';
import { ROLE_ID_RANGE } from '../roles';
import { MessageResponse, NoContent, Text } from './common';
import { defineContract } from './contract';

const account = FIELD.account;
const Email = Text(account.email, { format: FORMAT.email });
const Password = Text(account.password, { pattern: PATTERN.notBlank });
/** The other password fields only need a bound. */
const AnyPassword = Type.String({ maxLength: account.password.max });
const Pin = Type.String({ pattern: PATTERN.oneTimeCode });
const UserName = Text(account.userName, { pattern: PATTERN.userName });

/** The user as the server sends it and the client keeps it (docs/requirements.md#user-record). */
export const UserDto = Type.Object({
  id: Type.Integer(),
  roleId: Type.Integer({ minimum: ROLE_ID_RANGE.min, maximum: ROLE_ID_RANGE.max }),
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
  password: Type.String({ minLength: 1, maxLength: account.password.max }),
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
  userName: UserName,
  email: Email,
  name: Text(account.name),
  surname: Text(account.surname),
  password: Password,
  confirmPassword: AnyPassword,
  phoneNumber: Text(account.phoneNumber),
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
  confirmPassword: Type.Optional(AnyPassword),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ProfileUpdateBody = Type.Object({
  userName: UserName,
  email: Email,
  name: Text(account.name),
  surname: Text(account.surname),
  phoneNumber: Text(account.phoneNumber),
  photo: Type.Optional(Text(account.photo)),
});
export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;

/** `pendingEmail`: a new address waits for the PIN mailed to it; `user.email` is still the old one. */
export const ProfileUpdateResponse = Type.Object({
  message: Type.String(),
  user: UserDto,
  pendingEmail: Type.Optional(Type.String()),
});
export type ProfileUpdateResponse = Static<typeof ProfileUpdateResponse>;

/** The signed-in user as they see themselves: with the address that waits for its PIN, if any. */
export const OwnProfile = Type.Object({ ...UserDto.properties, pendingEmail: Type.Optional(Type.String()) });
export type OwnProfile = Static<typeof OwnProfile>;

export const ConfirmEmailBody = Type.Object({ code: Pin });
export type ConfirmEmailBody = Static<typeof ConfirmEmailBody>;

export const UploadPhotoResponse = Type.Object({ photo: Type.String() });
export type UploadPhotoResponse = Static<typeof UploadPhotoResponse>;

/** Each call answers on both readings of its path (docs/requirements.md#accounts). */
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
  get: { summary: 'The signed-in user', response: { 200: OwnProfile } },
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
  confirmEmail: {
    summary: 'Switch to the pending e-mail address with the PIN mailed to it',
    body: ConfirmEmailBody,
    response: { 200: ProfileUpdateResponse },
  },
});
