// Stopping the server (docs/requirements.md#stopping): a signal closes the app, which lets the
// work it has started finish; a stop that has not ended within the deadline exits all the same and
// says what was still open, and a second signal exits at once.

export interface Closable {
  close(): Promise<unknown>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface ShutdownOptions {
  deadlineMs: number;
  exit?: (code: number) => void;
  write?: (text: string) => void;
  /** What keeps the process alive (Node's own list of active handles and requests). */
  openResources?: () => string[];
}

/** "TCPSocketWrap ×2, FSReqCallback": each kind once, with how many there are. */
export function describeOpen(resources: readonly string[]): string {
  const counts = new Map<string, number>();
  // The deadline's own timer is not what held the stop up.
  for (const r of resources) if (r !== 'Timeout') counts.set(r, (counts.get(r) ?? 0) + 1);
  if (counts.size === 0) return 'nothing that Node reports';
  return [...counts].map(([kind, n]) => (n > 1 ? `${kind} ×${n}` : kind)).join(', ');
}

/** The handler for SIGTERM and SIGINT. */
export function shutdownOnSignal(app: Closable, options: ShutdownOptions): (signal: string) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const write = options.write ?? ((text: string) => void process.stderr.write(text));
  const openResources = options.openResources ?? (() => process.getActiveResourcesInfo());
  let closing = false;
  return (signal) => {
    if (closing) {
      write(`${signal} again while stopping: exiting at once.\n`);
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      const seconds = options.deadlineMs / 1000;
      write(
        `The stop did not end within ${seconds} s; still open: ${describeOpen(openResources())}. Exiting.\n`,
      );
      exit(1);
    }, options.deadlineMs);
    app.close().then(
      () => {
        clearTimeout(deadline);
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
}
