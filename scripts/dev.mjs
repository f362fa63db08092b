#!/usr/bin/env node
// Development: the server recompiled by tsc and restarted by node --watch on port 3000, and the client
// served by webpack-dev-server with hot reload on port 8080 (proxying /api, /hubs and /uploads).
import { spawn, spawnSync } from 'node:child_process';

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', shell: false });

const first = spawnSync('npx', ['tsc', '-p', 'src/server/tsconfig.json'], { stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  run('npx', ['tsc', '-p', 'src/server/tsconfig.json', '--watch', '--preserveWatchOutput']),
  run('node', ['--watch', '--enable-source-maps', 'dist/node/server/server.js']),
  run('npx', ['webpack', 'serve', '--mode', 'development']),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
