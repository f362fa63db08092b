// The reference of npm run bench:api: a bare Fastify 5 hello-world route in its own process, with
// Fastify's defaults (no logger, no hooks, no plugins). Tells its parent the port it listens on.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'listening', port: app.server.address().port });
process.on('message', (msg) => {
  if (msg?.type === 'stop') app.close().then(() => process.exit(0));
});
