/**
 * Runs an `expectSaga` chain for `ms` of time on jest's fake clock: the chain's own delays, the
 * saga's debounce and waits, and the run's end fire in their order at once, instead of after the
 * wall clock's `ms` (which a loaded machine also stretched). Time-based sagas are tested with it.
 */
export async function silentRunFor<T>(chain: { silentRun(ms: number): Promise<T> }, ms: number): Promise<T> {
  jest.useFakeTimers();
  try {
    let settled = false;
    const run = chain.silentRun(ms).finally(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(ms);
    // The run ends in a timer of its own that it sets once the time is up.
    for (let step = 0; !settled && step < 100; step += 1) await jest.advanceTimersByTimeAsync(1);
    return await run;
  } finally {
    jest.useRealTimers();
  }
}
