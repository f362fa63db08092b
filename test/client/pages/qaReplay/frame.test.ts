import { createFrozenStore } from '@client/app/qaFrame/frozenStore';
import { isQaFramePage, readFromFrame, readShowStep } from '@client/lib/actionLog/qaFrameProtocol';

describe('the frozen store of the replay frame', () => {
  it('shows the states it is handed and tells its subscribers', () => {
    const store = createFrozenStore({ n: 1 });
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().n));
    store.show({ n: 2 });
    store.show({ n: 3 });
    unsubscribe();
    store.show({ n: 4 });
    expect(seen).toEqual([2, 3]);
    expect(store.getState()).toEqual({ n: 4 });
  });

  it('lets nothing a view dispatches change the state, and reports it', () => {
    const reported: string[] = [];
    const store = createFrozenStore({ n: 1 }, (action) => reported.push(action.type));
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.dispatch({ type: 'projects/listRequested' })).toEqual({ type: 'projects/listRequested' });
    expect(store.getState()).toEqual({ n: 1 });
    expect(listener).not.toHaveBeenCalled();
    expect(reported).toEqual(['projects/listRequested']);
  });
});

describe('the messages between the replay view and its frame', () => {
  it('knows the frame page', () => {
    expect(isQaFramePage('/qa/frame')).toBe(true);
    expect(isQaFramePage('/qa/frame/')).toBe(true);
    expect(isQaFramePage('/qa')).toBe(false);
    expect(isQaFramePage('/qa/frames')).toBe(false);
  });

  it('accepts a step only with a state and a page of this site', () => {
    expect(readShowStep({ kind: 'qa-replay:show', state: { a: 1 }, page: '/login' })).toEqual({
      kind: 'qa-replay:show',
      state: { a: 1 },
      page: '/login',
    });
    expect(
      readShowStep({ kind: 'qa-replay:show', state: { a: 1 }, page: 'https://evil.example/' }),
    ).toBeNull();
    expect(readShowStep({ kind: 'qa-replay:show', state: null, page: '/' })).toBeNull();
    expect(readShowStep('qa-replay:show')).toBeNull();
  });

  it('reads what the frame reports, and ignores anything else', () => {
    expect(readFromFrame({ kind: 'qa-replay:ready' })).toEqual({ kind: 'qa-replay:ready' });
    expect(readFromFrame({ kind: 'qa-replay:page', page: '/x' })).toEqual({
      kind: 'qa-replay:page',
      page: '/x',
    });
    expect(readFromFrame({ kind: 'qa-replay:ignored', types: ['a', 3] })).toEqual({
      kind: 'qa-replay:ignored',
      types: ['a'],
    });
    expect(readFromFrame({ kind: 'other' })).toBeNull();
    expect(readFromFrame(null)).toBeNull();
  });
});
