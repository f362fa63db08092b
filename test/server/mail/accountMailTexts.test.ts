import {
  invitationMail,
  registrationAttemptMail,
  resetMail,
  verificationMail,
} from '@server/services/account/accountMail';

// What each account mail says, word for word, in its text and its HTML: the person reading it has
// only these words to go on, and the link must lead to the page for this address.
const SITE = 'https://portal.example';
const TO = 'ada+1@example.com';
const ENCODED = 'ada%2B1%40example.com';

describe('account mails', () => {
  it('gives the verification PIN, how long it lasts and the verification page', () => {
    const mail = verificationMail(TO, 'Ada', '123456', SITE);
    const link = `${SITE}/verify-email?email=${ENCODED}`;
    expect(mail).toEqual({
      to: TO,
      subject: 'Verify your email address',
      text:
        'Hello Ada, your verification PIN is:\n\n    123456\n\n' +
        `The PIN is valid for 10 minutes. Enter it on the verification page:\n${link}\n`,
      html:
        '<p>Hello Ada, your verification PIN is:</p>' +
        '<p style="font-size:24px;font-weight:bold;letter-spacing:4px">123456</p>' +
        '<p>The PIN is valid for 10 minutes. Enter it on the verification page:</p>' +
        `<p><a href="${link}">${link}</a></p>`,
    });
  });

  it('gives the reset code, how long it lasts and the reset page', () => {
    const mail = resetMail(TO, 'Ada', '654321', SITE);
    const link = `${SITE}/reset-password?email=${ENCODED}`;
    const outro =
      'The code is valid for 10 minutes. If you did not ask for it, ignore this message. ' +
      'Reset your password here:';
    expect(mail).toEqual({
      to: TO,
      subject: 'Your password reset code',
      text: `Hello Ada, your password reset code is:\n\n    654321\n\n${outro}\n${link}\n`,
      html:
        '<p>Hello Ada, your password reset code is:</p>' +
        '<p style="font-size:24px;font-weight:bold;letter-spacing:4px">654321</p>' +
        `<p>${outro}</p><p><a href="${link}">${link}</a></p>`,
    });
  });

  it('tells the owner of an address that someone tried to register with it, with no code', () => {
    const mail = registrationAttemptMail(TO, 'Ada', SITE);
    const link = `${SITE}/forgot-password?email=${ENCODED}`;
    const intro =
      'Hello Ada, someone tried to register with your address. You already have an account, ' +
      'so nothing was created and nothing changed.';
    const outro = 'If it was you, log in, or reset your password if you have forgotten it:';
    expect(mail).toEqual({
      to: TO,
      subject: 'Registration attempt with your email address',
      text: `${intro}\n\n${outro}\n${link}\n\nIf it was not you, you can ignore this message.\n`,
      html:
        `<p>${intro}</p><p>${outro}</p><p><a href="${link}">${link}</a></p>` +
        '<p>If it was not you, you can ignore this message.</p>',
    });
  });

  it('invites a user made by an administrator to choose a password, and says how to get a new code', () => {
    const mail = invitationMail(TO, 'Ada', 'ada.l', '111222', SITE);
    const reset = `${SITE}/reset-password?email=${ENCODED}`;
    const forgot = `${SITE}/forgot-password?email=${ENCODED}`;
    const intro =
      'Hello Ada, an account has been made for you with this address (user name: ada.l). ' +
      'To sign in, first choose your password. Your code to set it is:';
    const outro =
      `The code is valid for 10 minutes: enter it with your new password at ${reset}. ` +
      'Once it has expired, open the "Forgot password" page below, enter this address, and a new code ' +
      'will be sent to you:';
    expect(mail).toEqual({
      to: TO,
      subject: 'An account has been made for you',
      text: `${intro}\n\n    111222\n\n${outro}\n${forgot}\n`,
      html:
        `<p>${intro}</p>` +
        '<p style="font-size:24px;font-weight:bold;letter-spacing:4px">111222</p>' +
        `<p>${outro.replace(/"/g, '&#34;')}</p><p><a href="${forgot}">${forgot}</a></p>`,
    });
  });

  it('escapes what a user wrote in the HTML, and leaves the text as written', () => {
    const name = '<b>Ada</b> & "Co"';
    const mail = registrationAttemptMail(TO, name, SITE);
    expect(mail.text).toContain(`Hello ${name}, someone tried`);
    expect(mail.html).toContain('<p>Hello &#60;b&#62;Ada&#60;/b&#62; &#38; &#34;Co&#34;, someone tried');
    expect(mail.html).not.toContain('<b>');
    expect(verificationMail(TO, name, '1', SITE).html).toContain('<p>Hello &#60;b&#62;Ada');
  });
});
