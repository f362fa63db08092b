import type { HubConnection } from '@server/hub/connection';
import { NegotiationStore } from '@server/hub/negotiations';
import { RecordReader } from '@server/hub/records';
import { ConnectionRegistry } from '@server/hub/registry';

describe('RecordReader', () => {
  it('keeps an unfinished record until its separator arrives', () => {
    const reader = new RecordReader(100);
    expect(reader.push(Buffer.from('{"a":1}\x1e{"b"'))).toEqual(['{"a":1}']);
    expect(reader.push(Buffer.from(':2}\x1e\x1e'))).toEqual(['{"b":2}', '']);
  });

  it('refuses a record over the limit, counted in bytes', () => {
    expect(new RecordReader(4).push(Buffer.from('€€\x1e'))).toBeNull();
    expect(new RecordReader(6).push(Buffer.from('€€\x1e'))).toEqual(['€€']);
  });
});

describe('NegotiationStore', () => {
  it('expires unclaimed tokens but keeps claimed ones until released', () => {
    const store = new NegotiationStore(100);
    const user = { userId: 1, roleId: 1 };
    const idle = store.create(user, { now: 0 });
    const used = store.create(user, { now: 0 });
    expect(store.claim(used.connectionToken, 50)).toEqual({
      status: 'ok',
      connectionId: used.connectionId,
      user,
    });
    store.prune(200);
    expect(store.size).toBe(1);
    expect(store.claim(idle.connectionToken, 200)).toEqual({ status: 'unknown' });
    expect(store.claim(used.connectionToken, 200)).toEqual({ status: 'active' });
    store.release(used.connectionToken);
    expect(store.size).toBe(0);
  });
});

describe('ConnectionRegistry', () => {
  const fake = () => {
    const sent: unknown[] = [];
    const conn = {
      groups: new Set<string>(),
      isClosed: false,
      user: { userId: 1, roleId: 3 },
      send: (frame: unknown) => sent.push(frame),
    };
    return { conn: conn as unknown as HubConnection, sent, raw: conn };
  };

  it('drops every membership of a removed connection', () => {
    const registry = new ConnectionRegistry();
    const a = fake();
    const b = fake();
    registry.add(a.conn);
    registry.add(b.conn);
    registry.join(a.conn, 'admins');
    registry.join(a.conn, 'user:1');
    registry.join(b.conn, 'admins');
    registry.remove(a.conn);
    expect(registry.groupSize('admins')).toBe(1);
    expect(registry.groupSize('user:1')).toBe(0);
    expect(a.raw.groups.size).toBe(0);
  });

  it('ignores a join for a connection that has already closed', () => {
    const registry = new ConnectionRegistry();
    const a = fake();
    a.raw.isClosed = true;
    registry.join(a.conn, 'admins');
    expect(registry.groupSize('admins')).toBe(0);
  });

  it('encodes a broadcast once and hands the same buffer to every member', () => {
    const registry = new ConnectionRegistry();
    const members = [fake(), fake(), fake()];
    for (const m of members) {
      registry.add(m.conn);
      registry.join(m.conn, 'g');
    }
    registry.deliver({ kind: 'group', group: 'g', target: 'T', args: [1] });
    const frames = members.map((m) => m.sent[0]);
    expect(frames[0]).toBeInstanceOf(Buffer);
    expect(frames.every((f) => f === frames[0])).toBe(true);
    expect((frames[0] as Buffer).toString()).toBe('{"type":1,"target":"T","arguments":[1]}\x1e');
  });
});
