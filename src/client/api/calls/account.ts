import { ACCOUNT } from '@shared/apiPaths';
import type {
  EmailBody,
  LoginBody,
  LoginResponse,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '@shared/contracts/account';
import type { MessageResponse } from '@shared/contracts/common';
import { http } from '@client/api/client';

// Account calls are anonymous except logout; a 401 on login or logout is that call's own answer.
export const login = (body: LoginBody) =>
  http.post<LoginResponse>(ACCOUNT.login, body, { skipUnauthorizedHandler: true });

export const logout = () => http.post<void>(ACCOUNT.logout, undefined, { skipUnauthorizedHandler: true });

export const register = (body: RegisterBody) => http.post<MessageResponse | string>(ACCOUNT.register, body);

export const verifyEmail = (body: VerifyEmailBody) =>
  http.post<MessageResponse | undefined>(ACCOUNT.verifyEmail, body);

export const resendVerificationPin = (body: EmailBody) =>
  http.post<MessageResponse | undefined>(ACCOUNT.resendPin, body);

export const forgotPassword = (body: EmailBody) =>
  http.post<MessageResponse | undefined>(ACCOUNT.forgotPassword, body);

export const resetPassword = (body: ResetPasswordBody) =>
  http.post<MessageResponse | undefined>(ACCOUNT.resetPassword, body);
