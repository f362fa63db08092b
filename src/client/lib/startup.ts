// The app starts in steps, each in a task of its own (docs/decisions/027-prerendered-public-pages.md):
// a prerendered page is painted before any of the app's code runs, and the browser can handle input
// between the steps instead of waiting for one long task.

/** Resolves in a new task: what was queued before (input, a paint) goes first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A hidden tab draws no frames; the app does not wait for one longer than this. */
const MAX_FRAME_WAIT_MS = 100;

/** Resolves after the browser's next paint, or after a short wait when it does not paint (a hidden tab). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    // The frame's callbacks run before it is painted; a task queued from them runs after.
    requestAnimationFrame(() => setTimeout(finish, 0));
    setTimeout(finish, MAX_FRAME_WAIT_MS);
  });
}
