// The app starts in steps, each in a task of its own (docs/decisions/027-prerendered-public-pages.md):
// the browser can handle input between them instead of waiting for one long task.

/** Resolves in a new task: what was queued before (input, a paint) goes first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
