import type { OutgoingMail } from '../../repositories/outbox';
import { paragraphsMail } from '../mail/compose';

const mail = paragraphsMail;

/** The applicant is now a consultant: the dashboard is where their work starts. */
export function applicationApprovedMail(
  to: string,
  name: string,
  notes: string,
  publicUrl: string,
): OutgoingMail {
  return mail(
    to,
    'Your consultant application has been approved',
    [
      `Hello ${name}, your application to join us as a consultant was approved. Welcome aboard!`,
      ...(notes ? [notes] : []),
      'Sign in and open your dashboard to see your projects and tasks.',
    ],
    `${publicUrl}/dashboard`,
  );
}

/** The notes tell the applicant why; their profile shows them too, and they may apply again. */
export function applicationRejectedMail(
  to: string,
  name: string,
  notes: string,
  publicUrl: string,
): OutgoingMail {
  return mail(
    to,
    'About your consultant application',
    [
      `Hello ${name}, thank you for applying to join us as a consultant. We are unable to accept your application at this time.`,
      ...(notes ? [notes] : []),
      'You can see these notes on your profile and are welcome to apply again later.',
    ],
    `${publicUrl}/profile`,
  );
}
