import type { OutgoingMail } from '../../repositories/outbox';
import { paragraphsMail } from '../mail/compose';

const mail = paragraphsMail;

/** The customer account was created with the approval: tell them how to set a password. */
export function projectCreatedNewAccountMail(
  to: string,
  name: string,
  projectName: string,
  publicUrl: string,
): OutgoingMail {
  return mail(
    to,
    'Your project has been created',
    [
      `Hello ${name}, your project request was approved and the project "${projectName}" has been created for you.`,
      `We have opened an account for ${to} so that you can follow the project. To sign in, choose a password: ` +
        'open the page below, ask for a reset code, and enter it with your new password.',
    ],
    `${publicUrl}/forgot-password?email=${encodeURIComponent(to)}`,
  );
}

export function projectCreatedMail(
  to: string,
  name: string,
  projectName: string,
  projectUrl: string,
): OutgoingMail {
  return mail(
    to,
    'Your project request has been approved',
    [`Hello ${name}, your project request was approved and the project "${projectName}" has been created.`],
    projectUrl,
  );
}

export function requestRejectedMail(
  to: string,
  name: string,
  requestTitle: string,
  notes: string,
  publicUrl: string,
): OutgoingMail {
  return mail(
    to,
    'About your project request',
    [
      `Hello ${name}, thank you for your request "${requestTitle}". We are unable to take it on at this time.`,
      ...(notes ? [notes] : []),
      'You are welcome to send us a new request at any time.',
    ],
    `${publicUrl}/request`,
  );
}
