import { parseStoredSession } from '@client/features/authentication/storedSession';

describe('parseStoredSession', () => {
  it('reads the fields redux-persist encoded one by one', () => {
    const raw = JSON.stringify({
      token: JSON.stringify('a.b.c'),
      expiration: JSON.stringify('2100-01-01T00:00:00.000Z'),
      user: JSON.stringify({ id: 1 }),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
    expect(parseStoredSession(raw)).toEqual({
      token: 'a.b.c',
      expiration: '2100-01-01T00:00:00.000Z',
      user: { id: 1 },
    });
  });

  it('gives null for nothing stored or unreadable text, and nulls for a cleared session', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{not json')).toBeNull();
    const cleared = JSON.stringify({ token: 'null', expiration: 'null', user: 'null' });
    expect(parseStoredSession(cleared)).toEqual({ token: null, expiration: null, user: null });
  });
});
