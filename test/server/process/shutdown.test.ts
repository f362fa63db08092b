import { describeOpen, shutdownOnSignal } from '@server/shutdown';

// A stop ends within its deadline, says what held it up, and a second signal ends it at once
// (docs/requirements.md#stopping). The app here is a stand-in whose close the test controls.

function stopping(close: () => Promise<unknown>) {
  const exits: number[] = [];
  const written: string[] = [];
  const logged: string[] = [];
  const app = {
    close,
    log: {
      info: (_: object, msg: string) => logged.push(msg),
      error: (_: object, msg: string) => logged.push(msg),
    },
  };
  const handler = shutdownOnSignal(app, {
    deadlineMs: 10_000,
    exit: (code) => exits.push(code),
    write: (text) => written.push(text),
    openResources: () => ['TCPSocketWrap', 'FSReqCallback', 'TCPSocketWrap', 'Timeout'],
  });
  return { handler, exits, written, logged };
}

describe('stopping the server', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('exits with 0 once the app has closed, before the deadline', async () => {
    const s = stopping(() => Promise.resolve());
    s.handler('SIGTERM');
    await Promise.resolve();
    await Promise.resolve();
    expect(s.exits).toEqual([0]);
    jest.advanceTimersByTime(20_000);
    expect(s.exits).toEqual([0]);
    expect(s.written).toEqual([]);
  });

  it('exits after 10 s, naming what was still open, when the app never closes', () => {
    const s = stopping(() => new Promise(() => undefined));
    s.handler('SIGTERM');
    jest.advanceTimersByTime(9_999);
    expect(s.exits).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(s.exits).toEqual([1]);
    expect(s.written).toEqual([
      'The stop did not end within 10 s; still open: TCPSocketWrap ×2, FSReqCallback. Exiting.\n',
    ]);
  });

  it('exits at once on a second signal', () => {
    const s = stopping(() => new Promise(() => undefined));
    s.handler('SIGTERM');
    s.handler('SIGINT');
    expect(s.exits).toEqual([1]);
    expect(s.written).toEqual(['SIGINT again while stopping: exiting at once.\n']);
  });

  it('exits with 1 when closing fails', async () => {
    const s = stopping(() => Promise.reject(new Error('broken')));
    s.handler('SIGTERM');
    await Promise.resolve();
    await Promise.resolve();
    expect(s.exits).toEqual([1]);
    expect(s.logged).toEqual(['shutting down', 'shutdown failed']);
  });

  it('names each kind of open resource once, with its count', () => {
    expect(describeOpen(['FSReqCallback', 'TCPSocketWrap', 'TCPSocketWrap', 'TCPSocketWrap'])).toBe(
      'FSReqCallback, TCPSocketWrap ×3',
    );
    expect(describeOpen(['Timeout'])).toBe('nothing that Node reports');
  });
});
