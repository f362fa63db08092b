import type { OutgoingMail } from '../repositories/outbox';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function codeMail(
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
