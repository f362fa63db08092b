// Raw WebSocket clients of the hub benchmark: JSON handshake, join the admin group, then time each
// broadcast from the server's monotonic send stamp (CLOCK_MONOTONIC is shared by every process).
import WebSocket from 'ws';

const RS = '\x1e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const JOIN = `{"type":1,"invocationId":"1","target":"JoinAdminNotifications","arguments":[]}${RS}`;
const PING = `{"type":6}${RS}`;

const sockets = [];
const rounds = new Map();

function record(round, ms) {
  let list = rounds.get(round);
  if (!list) rounds.set(round, (list = []));
  list.push(ms);
  if (list.length === sockets.length) {
    rounds.delete(round);
    process.send({ type: 'round', round, latencies: list });
  }
}

function open(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let stage = 'handshake';
    ws.on('error', reject);
    ws.on('open', () => ws.send(HANDSHAKE));
    ws.on('message', (data) => {
      const receivedAt = process.hrtime.bigint();
      const text = data.toString();
      if (stage === 'open') {
        if (!text.startsWith('{"type":1,')) return;
        const [record0] = text.split(RS);
        const { round, sentAt } = JSON.parse(record0).arguments[0];
        record(round, Number(receivedAt - BigInt(sentAt)) / 1e6);
      } else if (stage === 'handshake') {
        stage = 'joining';
        ws.send(JOIN);
      } else if (text.includes('"type":3')) {
        stage = 'open';
        resolve(ws);
      }
    });
  });
}

process.on('message', async ({ url, first, count, concurrency }) => {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const id = first + next;
      next += 1;
      sockets.push(await open(`${url}?access_token=${id}`));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // The hub drops clients that stay silent for 30 s, as ASP.NET does.
  setInterval(() => sockets.forEach((ws) => ws.send(PING)), 10_000).unref();
  process.send({ type: 'ready', count: sockets.length });
});
