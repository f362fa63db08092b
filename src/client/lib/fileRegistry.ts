import { nanoid } from '@reduxjs/toolkit';

/**
 * Files wait here between the view and the saga: actions carry only the id, so they stay serializable
 * (docs/decisions/003).
 */
const files = new Map<string, Blob>();

export function registerFile(file: Blob): string {
  const id = nanoid();
  files.set(id, file);
  return id;
}

/** Hands the file over once; a second take (or a replayed action) finds nothing. */
export function takeFile(id: string): Blob | undefined {
  const file = files.get(id);
  files.delete(id);
  return file;
}

export function discardFile(id: string): void {
  files.delete(id);
}
