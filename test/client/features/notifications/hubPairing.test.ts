import { pairLiveEvent } from '@client/features/notifications/hubPairing';

const stored = (storedId: number) => ({ stored: true, storedId });
const domain = (storedId: number | null) => ({ stored: false, storedId });

describe('pairing the two events of one change by the stored notification id', () => {
  it('shows an event that names no stored notification, without remembering anything', () => {
    expect(pairLiveEvent(domain(null), [7], false)).toEqual({ show: true, toast: true, shown: [7] });
  });

  it('lets the stored notification replace the entry of its domain event, without a second toast', () => {
    const first = pairLiveEvent(domain(5), [], false);
    expect(first).toEqual({ show: true, toast: true, shown: [5] });
    expect(pairLiveEvent(stored(5), first.shown, true)).toEqual({ show: true, toast: false, shown: [5] });
    // The user removed the entry meanwhile: the stored one does not bring it back.
    expect(pairLiveEvent(stored(5), first.shown, false)).toEqual({ show: false, toast: false, shown: [5] });
  });

  it('adds nothing for a domain event whose stored notification came first or is listed', () => {
    const first = pairLiveEvent(stored(6), [], false);
    expect(first).toEqual({ show: true, toast: true, shown: [6] });
    expect(pairLiveEvent(domain(6), first.shown, false)).toMatchObject({ show: false, toast: false });
    expect(pairLiveEvent(domain(8), [], true)).toMatchObject({ show: false, toast: false });
  });

  it('keeps different changes apart however close together they arrive', () => {
    const first = pairLiveEvent(domain(10), [], false);
    expect(pairLiveEvent(stored(11), first.shown, false)).toEqual({
      show: true,
      toast: true,
      shown: [10, 11],
    });
  });

  it('remembers a bounded number of ids', () => {
    let shown: readonly number[] = [];
    for (let id = 1; id <= 500; id += 1) shown = pairLiveEvent(stored(id), shown, false).shown;
    expect(shown.length).toBeLessThan(500);
    expect(shown.at(-1)).toBe(500);
  });
});
