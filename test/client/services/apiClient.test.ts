import { AxiosError } from 'axios';
import { api } from '@client/api';
import {
  bodyMessage,
  configureApiClient,
  errorText,
  rateLimitText,
  retryAfterSeconds,
  toApiError,
  validationMessages,
} from '@client/api/client';
import { progressPercent } from '@client/api/endpoint';
import { apiClient } from '@client/api/transport';
import { discardFile, registerFile, takeFile } from '@client/lib/fileRegistry';
import { consultantOfUser } from '@client/features/authentication/authenticatedSagas';
import { MSG } from '@shared/messages';
import { httpError, installFakeAdapter, type FakeReply } from '@test/client/apiAdapter';

describe('toApiError', () => {
  it('keeps the status, the server message and its code', () => {
    const e = httpError(403, { message: MSG.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' });
    expect(toApiError(e)).toEqual({
      status: 403,
      message: MSG.emailNotVerified,
      code: 'EMAIL_NOT_VERIFIED',
      isApiError: true,
    });
  });

  it('takes a plain-text body as the message', () => {
    expect(toApiError(httpError(400, 'Bad photo')).message).toBe('Bad photo');
  });

  it('falls back to the transport message with status 0', () => {
    const e = new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    expect(toApiError(e)).toEqual({ status: 0, message: 'Network Error', isApiError: true });
  });

  it("falls back to 'Unknown error'", () => {
    expect(toApiError(undefined)).toEqual({ status: 0, message: MSG.unknownError, isApiError: true });
    expect(toApiError(new Error(''))).toEqual({ status: 0, message: MSG.unknownError, isApiError: true });
  });

  it('is serializable', () => {
    const err = toApiError(httpError(500, { message: 'x' }));
    expect(JSON.parse(JSON.stringify(err))).toEqual(err);
  });
});

describe('error texts', () => {
  it('prefers the server text over the fallback, but never the transport message', () => {
    expect(errorText(httpError(400, { message: 'Server says' }), 'Fallback')).toBe('Server says');
    expect(errorText(new AxiosError('Network Error'), 'Fallback')).toBe('Fallback');
  });

  it('reads validation messages in both shapes', () => {
    expect(validationMessages(httpError(400, { errors: [{ field: 'a', message: 'A.' }] }))).toEqual(['A.']);
    expect(validationMessages(httpError(400, { errors: { A: ['A1.', 'A2.'] } }))).toEqual(['A1.', 'A2.']);
    expect(validationMessages(httpError(400, 'text'))).toEqual([]);
  });

  it('reads a success message from text or {message}', () => {
    expect(bodyMessage('Done', 'x')).toBe('Done');
    expect(bodyMessage({ message: 'Done' }, 'x')).toBe('Done');
    expect(bodyMessage(undefined, 'x')).toBe('x');
  });
});

describe('a 429', () => {
  // docs/requirements.md#errors-global: the wait its Retry-After names, whatever text the server sent.
  const limited = (retryAfter?: string) =>
    httpError(
      429,
      { message: 'Too many requests. Please try again later.' },
      retryAfter === undefined ? undefined : { 'Retry-After': retryAfter },
    );

  it('says how many seconds to wait', () => {
    expect(errorText(limited('42'), 'Failed to add project update')).toBe(
      'Too many requests in a short time. Please wait 42 seconds and try again.',
    );
    expect(toApiError(limited('17'))).toEqual({
      status: 429,
      message: 'Too many requests in a short time. Please wait 17 seconds and try again.',
      isApiError: true,
    });
  });

  it('says one second, and a minute when it names no wait', () => {
    expect(errorText(limited('1'), 'x')).toBe(
      'Too many requests in a short time. Please wait 1 second and try again.',
    );
    expect(errorText(limited('0'), 'x')).toBe(
      'Too many requests in a short time. Please wait 1 second and try again.',
    );
    expect(errorText(limited(), 'x')).toBe(
      'Too many requests in a short time. Please wait a minute and try again.',
    );
    expect(errorText(limited('soon'), 'x')).toBe(
      'Too many requests in a short time. Please wait a minute and try again.',
    );
  });

  it('reads a Retry-After given as a date', () => {
    const at = Date.UTC(2030, 0, 1, 12, 0, 0);
    const e = limited(new Date(at + 30_000).toUTCString());
    expect(retryAfterSeconds(e, at)).toBe(30);
    expect(retryAfterSeconds(e, at + 40_000)).toBe(0);
    expect(retryAfterSeconds(httpError(429), at)).toBeNull();
  });

  it("shows a 429's own reason when it gives one", () => {
    const uploads = httpError(429, {
      message: 'Your earlier uploads are still being stored. Please try again in a moment.',
    });
    expect(rateLimitText(uploads)).toBeUndefined();
    expect(errorText(uploads, 'x')).toBe(
      'Your earlier uploads are still being stored. Please try again in a moment.',
    );
  });

  it('leaves the texts of other statuses alone', () => {
    expect(rateLimitText(httpError(503, { message: 'Down' }, { 'Retry-After': '5' }))).toBeUndefined();
    expect(errorText(httpError(503, { message: 'Down' }, { 'Retry-After': '5' }), 'x')).toBe('Down');
  });
});

describe('the axios instance', () => {
  const onUnauthorized = jest.fn();
  let token: string | null = 'the-token';
  let fake: ReturnType<typeof installFakeAdapter>;
  let reply: FakeReply = { status: 200, data: { ok: true } };

  beforeEach(() => {
    token = 'the-token';
    onUnauthorized.mockReset();
    reply = { status: 200, data: { ok: true } };
    configureApiClient({ getToken: () => token, onUnauthorized });
    fake = installFakeAdapter(() => reply);
  });
  afterEach(() => {
    fake.restore();
    configureApiClient({ getToken: () => null, onUnauthorized: () => undefined });
  });

  it('calls /api with the bearer token and unwraps the body', async () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    await expect(api.profile.get()).resolves.toEqual({ ok: true });
    expect(fake.calls[0].url).toBe('/Manage/profile');
    expect(fake.calls[0].headers.get('Authorization')).toBe('Bearer the-token');
  });

  // docs/requirements.md#session: a call without a token goes all the same and only logs a warning.
  it('sends a call without a token without the header, and warns once per call', async () => {
    token = null;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(api.siteSettings.get()).resolves.toEqual({ ok: true });
      expect(fake.calls[0].headers.has('Authorization')).toBe(false);
      expect(warn.mock.calls).toEqual([['No authentication token found; the request is sent without one.']]);
      await api.services.list();
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });

  it('does not warn about a call sent with the token', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await api.siteSettings.get();
      expect(fake.calls[0].headers.get('Authorization')).toBe('Bearer the-token');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('warns once for a read without a token that is sent again', async () => {
    token = null;
    const replies: FakeReply[] = [{ status: 503 }, { status: 200, data: { ok: true } }];
    fake.restore();
    fake = installFakeAdapter(() => replies.shift() ?? { status: 599 });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.useFakeTimers();
    try {
      const answer = api.siteSettings.get();
      await jest.advanceTimersByTimeAsync(500);
      await expect(answer).resolves.toEqual({ ok: true });
      expect(fake.calls).toHaveLength(2);
      expect(warn.mock.calls).toEqual([['No authentication token found; the request is sent without one.']]);
    } finally {
      jest.useRealTimers();
      warn.mockRestore();
    }
  });

  // docs/requirements.md#errors-global: no route of the API names a category; the rule is the call layer's.
  it('answers a 404 on an address containing "category" with an empty data list, and warns', async () => {
    reply = { status: 404, data: { message: 'Not found.' } };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(apiClient.get('/category/7')).resolves.toEqual({ data: [] });
      await expect(apiClient.get('/services/7')).rejects.toMatchObject({ response: { status: 404 } });
      await expect(apiClient.get('/subcategory-list')).resolves.toEqual({ data: [] });
      expect(warn.mock.calls).toEqual([
        ['Category not found (404); an empty list is used instead.'],
        ['Category not found (404); an empty list is used instead.'],
      ]);
      reply = { status: 500, data: { message: 'Down' } };
      await expect(apiClient.delete('/category/7')).rejects.toMatchObject({ response: { status: 500 } });
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });

  it('reports a 401 as the end of the session', async () => {
    reply = { status: 401, data: { message: MSG.unauthorized } };
    await expect(api.profile.get()).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 of login and logout to their own flows', async () => {
    reply = { status: 401, data: { message: MSG.invalidCredentials } };
    const ownFlow = { skipUnauthorizedHandler: true };
    await expect(
      api.account.login({ body: { email: 'a@b.co', password: 'x' } }, ownFlow),
    ).rejects.toBeInstanceOf(AxiosError);
    await expect(api.account.logout(undefined, ownFlow)).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a 429 into the wait its Retry-After header names', async () => {
    // The server's header, as the browser hands it over: lower case.
    reply = { status: 429, data: { message: MSG.tooManyRequests }, headers: { 'retry-after': '23' } };
    const e: unknown = await api.projects
      .addUpdate({ params: { id: 1 }, body: { title: 'T', content: 'C' } })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(errorText(e, 'Failed to add project update')).toBe(
      'Too many requests in a short time. Please wait 23 seconds and try again.',
    );
    expect(fake.calls).toHaveLength(1);
  });

  it('does not treat 403 as the end of the session', async () => {
    reply = { status: 403, data: { message: MSG.forbidden } };
    await expect(api.profile.get()).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('looks a consultant up past every cache', async () => {
    reply = { status: 200, data: { id: 3 } };
    await expect(consultantOfUser(7, 1234, new AbortController().signal)).resolves.toEqual({ id: 3 });
    const [config] = fake.calls;
    expect(config.url).toBe('/consultants/user/7');
    expect(config.params).toEqual({ _: 1234 });
    expect(config.headers.get('Cache-Control')).toBe('no-cache');
    expect(config.headers.get('Pragma')).toBe('no-cache');
  });
});

describe('upload helpers', () => {
  it('turns progress into a whole percent', () => {
    expect(progressPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(progressPercent({ loaded: 5, total: undefined })).toBe(0);
    expect(progressPercent({ loaded: 5, total: 10, progress: 0.5 })).toBe(50);
  });

  it('hands a registered file over once', () => {
    const file = new Blob(['x']);
    const id = registerFile(file);
    expect(takeFile(id)).toBe(file);
    expect(takeFile(id)).toBeUndefined();
    const other = registerFile(file);
    discardFile(other);
    expect(takeFile(other)).toBeUndefined();
  });
});
