import { buildTestApp, type TestApp } from '@test/server/testApp';

// Without SMTP the outbox used to write each mail's text to the log at info level, so every reset
// code and PIN of a production server without SMTP ended up in its logs.
describe('logs of a production server', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      production: true,
      logLevel: 'trace',
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/Account/Account/${path}`, payload });

  it('hold no PIN or reset code through registration and a forgotten password', async () => {
    const email = 'prod.logs@test.example';
    const password = 'Password123!';
    const register = await post('Register', {
      userName: 'prodlogs',
      email,
      name: 'Prod',
      surname: 'Logs',
      password,
      confirmPassword: password,
      phoneNumber: '',
    });
    expect(register.statusCode).toBe(201);
    const pin = await t.lastCode(email);
    expect((await post('VerifyEmail', { email, pin })).statusCode).toBe(200);

    expect((await post('ForgotPassword', { email })).statusCode).toBe(200);
    const code = await t.lastCode(email);
    await t.app.mailer.worker.runOnce();
    const reset = await post('ResetPassword', {
      email,
      code,
      password: 'NewPass123!',
      confirmPassword: 'NewPass123!',
    });
    expect(reset.statusCode).toBe(200);
    await t.app.mailer.worker.runOnce();

    const log = lines.join('');
    const mailLines = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'mail stored in outbox');
    // The mails were handled (to the log, without SMTP), but no line carries their text.
    expect(mailLines.length).toBeGreaterThanOrEqual(2);
    for (const entry of mailLines) expect(entry.mail).toEqual({ to: email, subject: expect.any(String) });
    expect(log).not.toContain(pin);
    expect(log).not.toContain(code);
    expect(log).not.toContain('NewPass123!');
  });

  it('redact secret keys at any depth and mail bodies wherever they are logged', () => {
    t.app.log.info(
      {
        outer: {
          inner: {
            resetCode: 'SECRET-RESET',
            verificationCode: 'SECRET-VERIFY',
            code: 'SECRET-CODE',
            pin: 'SECRET-PIN',
            pinCode: 'SECRET-PIN-CODE',
            token: 'SECRET-TOKEN',
            password: 'SECRET-PASSWORD',
            newPassword: 'SECRET-NEW',
          },
          list: [{ pin: 'SECRET-IN-LIST' }],
        },
        job: { mail: { to: 'a@test.example', subject: 'Hi', text: 'SECRET-TEXT', html: 'SECRET-HTML' } },
      },
      'deep',
    );
    const entry = JSON.parse(lines.find((l) => l.includes('"msg":"deep"')) ?? '{}');
    expect(JSON.stringify(entry)).not.toMatch(/SECRET-/);
    expect(entry.outer.inner.resetCode).toBe('[redacted]');
    expect(entry.outer.inner.pinCode).toBe('[redacted]');
    expect(entry.outer.list[0].pin).toBe('[redacted]');
    expect(entry.job.mail).toEqual({
      to: 'a@test.example',
      subject: 'Hi',
      text: '[redacted]',
      html: '[redacted]',
    });
  });
});
