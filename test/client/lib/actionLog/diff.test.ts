import { diffStates, formatDifferences } from '@client/lib/actionLog/diff';

describe('diffStates', () => {
  it('finds nothing between equal values', () => {
    expect(diffStates({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
  });

  it('names each differing leaf by its path', () => {
    const expected = { session: { user: { name: 'Ayşe' } }, ids: [1, 2], 'a-b': 1 };
    const actual = { session: { user: { name: 'Ada' } }, ids: [1], 'a-b': 2, extra: true };
    expect(diffStates(expected, actual)).toEqual([
      { path: '"a-b"', expected: 1, actual: 2 },
      { path: 'extra', expected: undefined, actual: true },
      { path: 'ids[1]', expected: 2, actual: undefined },
      { path: 'session.user.name', expected: 'Ayşe', actual: 'Ada' },
    ]);
  });

  it('reports a change of kind as one difference', () => {
    expect(diffStates({ a: [] }, { a: {} })).toEqual([{ path: 'a', expected: [], actual: {} }]);
    expect(diffStates(1, 2)).toEqual([{ path: '(root)', expected: 1, actual: 2 }]);
  });
});

describe('formatDifferences', () => {
  it('prints one compact line per difference, long values cut short', () => {
    const text = formatDifferences(
      [
        { path: 'a', expected: 'x'.repeat(100), actual: undefined },
        { path: 'b', expected: 1, actual: { c: 2 } },
      ],
      20,
    );
    expect(text).toBe(`a: expected "${'x'.repeat(18)}…, actual (missing)\nb: expected 1, actual {"c":2}`);
  });
});
