import type { OutgoingMail } from '../../repositories/outbox';
import { codeMail } from './accountMail';
import { escapeHtml } from '../mail/compose';

/** To the new address: only its owner can read the PIN, which is what proves the mailbox. */
export function emailChangeCodeMail(to: string, name: string, pin: string, publicUrl: string): OutgoingMail {
  return codeMail(
    to,
    'Confirm your new email address',
    `Hello ${name}, enter this PIN on your profile page to make this your account's address:`,
    pin,
    'The PIN is valid for 10 minutes. If you did not ask for this change, ignore this message. Your profile:',
    `${publicUrl}/profile`,
  );
}

/** A notice without any code, to the address the account still has. */
function noticeMail(to: string, subject: string, lines: string[]): OutgoingMail {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

export function emailChangeRequestedMail(
  to: string,
  name: string,
  next: string,
  publicUrl: string,
): OutgoingMail {
  return noticeMail(to, 'Your email address change was requested', [
    `Hello ${name}, someone signed in to your account asked to change its email address to ${next}.`,
    'Nothing changes until a PIN sent to that address is confirmed; until then this address stays.',
    `If this was not you, change your password at once: ${publicUrl}/forgot-password`,
  ]);
}

export function emailChangedMail(to: string, name: string, next: string, publicUrl: string): OutgoingMail {
  return noticeMail(to, 'Your email address was changed', [
    `Hello ${name}, your account's email address is now ${next}. This address no longer signs in.`,
    `If this was not you, contact us through ${publicUrl} at once.`,
  ]);
}
