import {
  applicationApprovedMail,
  applicationRejectedMail,
} from '@server/services/consultants/consultantMail';
import {
  emailChangeCodeMail,
  emailChangeRequestedMail,
  emailChangedMail,
} from '@server/services/account/emailChangeMail';
import {
  projectCreatedMail,
  projectCreatedNewAccountMail,
  requestRejectedMail,
} from '@server/services/projectRequests/projectRequestMail';
import { digestMail, notificationMail } from '@server/services/notifications/mail';
import type { OutgoingMail } from '@server/repositories/outbox';

// The words of the mails about applications, address changes and project requests, as a reader gets
// them. A mail of paragraphs and one link has its text as the paragraphs with a blank line between
// them and the link last, and its HTML as one <p> for each, escaped, and the link.
const SITE = 'https://portal.example';
const TO = 'lin@example.com';

const paragraphs = (subject: string, lines: string[], link: string): OutgoingMail => ({
  to: TO,
  subject,
  text: `${lines.join('\n\n')}\n\n${link}\n`,
  html: `${lines.map((line) => `<p>${line}</p>`).join('')}<p><a href="${link}">${link}</a></p>`,
});
const notice = (subject: string, lines: string[]): OutgoingMail => ({
  to: TO,
  subject,
  text: `${lines.join('\n\n')}\n`,
  html: lines.map((line) => `<p>${line}</p>`).join(''),
});

describe('mail texts', () => {
  // Each mail is made inside its test, so that the test is the one that runs the code making it.
  it.each<[string, () => OutgoingMail, OutgoingMail]>([
    [
      'an approved application, with notes',
      () => applicationApprovedMail(TO, 'Lin', 'See you Monday.', SITE),
      paragraphs(
        'Your consultant application has been approved',
        [
          'Hello Lin, your application to join us as a consultant was approved. Welcome aboard!',
          'See you Monday.',
          'Sign in and open your dashboard to see your projects and tasks.',
        ],
        `${SITE}/dashboard`,
      ),
    ],
    [
      'an approved application, without notes',
      () => applicationApprovedMail(TO, 'Lin', '', SITE),
      paragraphs(
        'Your consultant application has been approved',
        [
          'Hello Lin, your application to join us as a consultant was approved. Welcome aboard!',
          'Sign in and open your dashboard to see your projects and tasks.',
        ],
        `${SITE}/dashboard`,
      ),
    ],
    [
      'a rejected application, with notes',
      () => applicationRejectedMail(TO, 'Lin', 'More cloud work, please.', SITE),
      paragraphs(
        'About your consultant application',
        [
          'Hello Lin, thank you for applying to join us as a consultant. We are unable to accept your application at this time.',
          'More cloud work, please.',
          'You can see these notes on your profile and are welcome to apply again later.',
        ],
        `${SITE}/profile`,
      ),
    ],
    [
      'a rejected application, without notes',
      () => applicationRejectedMail(TO, 'Lin', '', SITE),
      paragraphs(
        'About your consultant application',
        [
          'Hello Lin, thank you for applying to join us as a consultant. We are unable to accept your application at this time.',
          'You can see these notes on your profile and are welcome to apply again later.',
        ],
        `${SITE}/profile`,
      ),
    ],
    [
      'a project for a new account',
      () => projectCreatedNewAccountMail(TO, 'Lin', 'Data Lake', SITE),
      paragraphs(
        'Your project has been created',
        [
          'Hello Lin, your project request was approved and the project &#34;Data Lake&#34; has been created for you.',
          `We have opened an account for ${TO} so that you can follow the project. To sign in, choose a password: ` +
            'open the page below, ask for a reset code, and enter it with your new password.',
        ],
        `${SITE}/forgot-password?email=lin%40example.com`,
      ),
    ],
    [
      'a project for an existing account',
      () => projectCreatedMail(TO, 'Lin', 'Data Lake', `${SITE}/projects/7`),
      paragraphs(
        'Your project request has been approved',
        [
          'Hello Lin, your project request was approved and the project &#34;Data Lake&#34; has been created.',
        ],
        `${SITE}/projects/7`,
      ),
    ],
    [
      'a rejected request, with notes',
      () => requestRejectedMail(TO, 'Lin', 'Audit', 'Not this quarter.', SITE),
      paragraphs(
        'About your project request',
        [
          'Hello Lin, thank you for your request &#34;Audit&#34;. We are unable to take it on at this time.',
          'Not this quarter.',
          'You are welcome to send us a new request at any time.',
        ],
        `${SITE}/request`,
      ),
    ],
    [
      'a rejected request, without notes',
      () => requestRejectedMail(TO, 'Lin', 'Audit', '', SITE),
      paragraphs(
        'About your project request',
        [
          'Hello Lin, thank you for your request &#34;Audit&#34;. We are unable to take it on at this time.',
          'You are welcome to send us a new request at any time.',
        ],
        `${SITE}/request`,
      ),
    ],
    [
      'an address change asked for, to the old address',
      () => emailChangeRequestedMail(TO, 'Lin', 'new@example.com', SITE),
      notice('Your email address change was requested', [
        'Hello Lin, someone signed in to your account asked to change its email address to new@example.com.',
        'Nothing changes until a PIN sent to that address is confirmed; until then this address stays.',
        `If this was not you, change your password at once: ${SITE}/forgot-password`,
      ]),
    ],
    [
      'an address changed, to the old address',
      () => emailChangedMail(TO, 'Lin', 'new@example.com', SITE),
      notice('Your email address was changed', [
        'Hello Lin, your account&#39;s email address is now new@example.com. This address no longer signs in.',
        `If this was not you, contact us through ${SITE} at once.`,
      ]),
    ],
  ])('words %s', (_label, make, expected) => {
    expect(make()).toEqual({
      ...expected,
      // The text shows what was written; only the HTML escapes it.
      text: expected.text.replace(/&#34;/g, '"').replace(/&#39;/g, "'"),
    });
  });

  it('sends the PIN for a new address to that address, with the profile page', () => {
    const mail = emailChangeCodeMail('new@example.com', 'Lin', '424242', SITE);
    expect(mail.to).toBe('new@example.com');
    expect(mail.subject).toBe('Confirm your new email address');
    expect(mail.text).toBe(
      "Hello Lin, enter this PIN on your profile page to make this your account's address:\n\n    424242\n\n" +
        'The PIN is valid for 10 minutes. If you did not ask for this change, ignore this message. Your profile:\n' +
        `${SITE}/profile\n`,
    );
    expect(mail.html).toContain(`<a href="${SITE}/profile">`);
  });

  it('escapes notes written by an administrator in the HTML', () => {
    const mail = applicationRejectedMail(TO, 'Lin', '<script>x</script>', SITE);
    expect(mail.html).toContain('<p>&#60;script&#62;x&#60;/script&#62;</p>');
    expect(mail.text).toContain('<script>x</script>');
  });

  it('mails one notification with its title as the subject, escaped in the HTML', () => {
    expect(
      notificationMail(TO, 'Lin <3', { title: 'Task created', message: 'Task "A & B" was added.' }, SITE),
    ).toEqual({
      to: TO,
      subject: 'Task created',
      text: `Hello Lin <3,\n\nTask "A & B" was added.\n\nAll notifications: ${SITE}/notifications\n`,
      html:
        '<p>Hello Lin &#60;3,</p><p>Task &#34;A &#38; B&#34; was added.</p>' +
        `<p><a href="${SITE}/notifications">All notifications</a></p>`,
    });
  });

  it('mails the daily digest as a list, counted in the subject', () => {
    const items = [
      { title: 'Task created', message: 'Task "A" was added.' },
      { title: 'Project <updated>', message: 'Budget & dates.' },
    ];
    expect(digestMail(TO, 'Lin', items, SITE)).toEqual({
      to: TO,
      subject: 'Your daily notifications (2)',
      text:
        'Hello Lin,\n\n- Task created: Task "A" was added.\n- Project <updated>: Budget & dates.\n\n' +
        `All notifications: ${SITE}/notifications\n`,
      html:
        '<p>Hello Lin,</p><ul><li><b>Task created</b>: Task &#34;A&#34; was added.</li>' +
        '<li><b>Project &#60;updated&#62;</b>: Budget &#38; dates.</li></ul>' +
        `<p><a href="${SITE}/notifications">All notifications</a></p>`,
    });
  });
});
