import type { OutgoingMail } from '../../repositories/outbox';
import { escapeHtml } from '../mail/compose';

export function codeMail(
  to: string,
  subject: string,
  intro: string,
  code: string,
  outro: string,
  link: string,
): OutgoingMail {
  return {
    to,
    subject,
    text: `${intro}\n\n    ${code}\n\n${outro}\n${link}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>` +
      `<p>${escapeHtml(outro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

export function verificationMail(to: string, name: string, pin: string, publicUrl: string): OutgoingMail {
  return codeMail(
    to,
    'Verify your email address',
    `Hello ${name}, your verification PIN is:`,
    pin,
    'The PIN is valid for 10 minutes. Enter it on the verification page:',
    `${publicUrl}/verify-email?email=${encodeURIComponent(to)}`,
  );
}

export function resetMail(to: string, name: string, code: string, publicUrl: string): OutgoingMail {
  return codeMail(
    to,
    'Your password reset code',
    `Hello ${name}, your password reset code is:`,
    code,
    'The code is valid for 10 minutes. If you did not ask for it, ignore this message. Reset your password here:',
    `${publicUrl}/reset-password?email=${encodeURIComponent(to)}`,
  );
}

/** To the owner of an address someone tried to register again; it carries no code. */
export function registrationAttemptMail(to: string, name: string, publicUrl: string): OutgoingMail {
  const intro =
    `Hello ${name}, someone tried to register with your address. You already have an account, ` +
    'so nothing was created and nothing changed.';
  const outro = 'If it was you, log in, or reset your password if you have forgotten it:';
  const link = `${publicUrl}/forgot-password?email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: 'Registration attempt with your email address',
    text: `${intro}\n\n${outro}\n${link}\n\nIf it was not you, you can ignore this message.\n`,
    html:
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(outro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      '<p>If it was not you, you can ignore this message.</p>',
  };
}

/**
 * To a user an administrator created without a password: a reset code of the forgot-password
 * machinery, and how to ask for a new one once it has expired (docs/requirements.md#users).
 */
export function invitationMail(
  to: string,
  name: string,
  userName: string,
  code: string,
  publicUrl: string,
): OutgoingMail {
  const reset = `${publicUrl}/reset-password?email=${encodeURIComponent(to)}`;
  const forgot = `${publicUrl}/forgot-password?email=${encodeURIComponent(to)}`;
  return codeMail(
    to,
    'An account has been made for you',
    `Hello ${name}, an account has been made for you with this address (user name: ${userName}). ` +
      'To sign in, first choose your password. Your code to set it is:',
    code,
    `The code is valid for 10 minutes: enter it with your new password at ${reset}. ` +
      'Once it has expired, open the "Forgot password" page below, enter this address, and a new code ' +
      'will be sent to you:',
    forgot,
  );
}
