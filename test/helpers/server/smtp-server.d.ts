// The package ships no typings; only what the SMTP delivery test uses.
declare module 'smtp-server' {
  import type { Readable } from 'node:stream';
  import type { AddressInfo } from 'node:net';

  interface SMTPServerOptions {
    authOptional?: boolean;
    disabledCommands?: string[];
    logger?: boolean;
    onData?: (stream: Readable, session: unknown, callback: (err?: Error | null) => void) => void;
  }

  export class SMTPServer {
    constructor(options?: SMTPServerOptions);
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
    server: { address(): AddressInfo | string | null };
  }
}
