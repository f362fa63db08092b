import { useCallback, useState } from 'react';

/** What a dialog is open for, and how many times it has been opened. */
export interface Opening<T> {
  subject: T;
  opening: number;
}

/**
 * A form dialog's subject (null: a new one), or null while it is closed. Keyed by `opening`, the
 * dialog mounts afresh for each opening, so its draft starts from the subject as it is now.
 */
export function useOpening<T>() {
  const [opened, setOpened] = useState<Opening<T> | null>(null);
  const open = useCallback(
    (subject: T) => setOpened((prev) => ({ subject, opening: (prev?.opening ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => setOpened(null), []);
  return [opened, open, close] as const;
}
