import { RECORD_SEPARATOR_BYTE } from './protocol';

/**
 * Splits incoming WebSocket data into 0x1E-terminated records. Works on bytes because the limit is
 * in bytes and because a record (or a UTF-8 sequence) may straddle two frames; 0x1E never occurs
 * inside a multi-byte UTF-8 sequence, so splitting before decoding is safe.
 */
export class RecordReader {
  private pending: Buffer | null = null;

  constructor(private readonly maxRecordBytes: number) {}

  /** The complete records in arrival order, or null once a record exceeds the limit. */
  push(chunk: Buffer): string[] | null {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    const records: string[] = [];
    let start = 0;
    for (;;) {
      const end = data.indexOf(RECORD_SEPARATOR_BYTE, start);
      if (end === -1) break;
      if (end - start > this.maxRecordBytes) return null;
      records.push(data.toString('utf8', start, end));
      start = end + 1;
    }
    const rest = data.length - start;
    if (rest > this.maxRecordBytes) return null;
    // Copied so that a small unfinished tail does not keep a large frame alive.
    this.pending = rest > 0 ? Buffer.from(data.subarray(start)) : null;
    return records;
  }
}
