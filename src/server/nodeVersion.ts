// The oldest Node.js the server runs on, as package.json's engines say. On an older one the SQLite
// driver's binary crashes the process, so the server refuses to start before anything loads it: this
// module is the first import of every entry point (server.ts, cluster.ts).

export const MIN_NODE_MAJOR = 22;

/** Why this Node.js cannot run the server, or null when it can. */
export function unsupportedNode(version: string = process.versions.node): string | null {
  const major = Number.parseInt(version, 10);
  if (major >= MIN_NODE_MAJOR) return null;
  return (
    `Node.js ${version} is too old for this server: it needs Node.js ${MIN_NODE_MAJOR} or newer ` +
    `(24 is the one it is tested on, .nvmrc). From the project's folder, ". scripts/use-node.sh" ` +
    `puts Node 24 first on PATH; then run "npm ci" again, so that every package is installed for it.`
  );
}

const reason = unsupportedNode();
if (reason !== null) {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}
