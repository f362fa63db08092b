import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { requestsActions, selectRequest } from '@client/lib/requests';
import { idleRequest, type RequestState } from '@client/lib/requestState';
import { useRequest, type RequestOptions } from '@client/lib/useRequest';
import { makeTestStore } from '@test/client/renderWithProviders';
import { requestFailed, requestSucceeded } from '@test/client/requests';

// A view follows the outcome of the requests it sends itself (lib/useRequest.ts): another view's
// outcome, or an earlier visit's, is not its own.

const KEY = 'things/save';
const sendAction = { type: 'things/saveRequested' };

function setup(requests: Record<string, RequestState> = {}) {
  const { store, actions } = makeTestStore({ preloadedState: { requests } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const land = (action: UnknownAction) => act(() => void store.dispatch(action));
  return { store, actions, wrapper, land };
}

function byKey(options: RequestOptions = {}, preloaded: Record<string, RequestState> = {}) {
  const harness = setup(preloaded);
  const view = renderHook(() => useRequest(KEY, options), { wrapper: harness.wrapper });
  const send = () => act(() => view.result.current.send(sendAction));
  return { ...harness, view, send };
}

const failedBefore: RequestState = { ...idleRequest, status: 'failed', error: 'old' };
const succeededBefore: RequestState = { ...idleRequest, status: 'succeeded', message: 'old', at: 1 };

describe('useRequest', () => {
  it('shows no failure it did not send, and its own once it sent', () => {
    const { view, send, land, actions } = byKey({}, { [KEY]: failedBefore });
    expect(view.result.current).toMatchObject({ status: 'failed', sent: false, failed: false, error: null });

    land(requestFailed(KEY, 'Not yours.', 400, { name: 'Taken.' }));
    expect(view.result.current).toMatchObject({ failed: false, error: null, fieldErrors: {} });

    send();
    expect(actions.at(-1)).toEqual(sendAction);
    // The failure on record is the one before the sending.
    expect(view.result.current).toMatchObject({ sent: true, failed: false, error: null });
    land(requestsActions.started({ key: KEY }));
    expect(view.result.current).toMatchObject({ pending: true, failed: false });
    land(requestFailed(KEY, 'Yours.', 400, { name: 'Too long.' }));
    expect(view.result.current).toMatchObject({
      pending: false,
      failed: true,
      error: 'Yours.',
      fieldErrors: { name: 'Too long.' },
    });
  });

  it('calls onSuccess once for a success it sent, and not for one it did not', () => {
    const onSuccess = jest.fn();
    const { view, send, land } = byKey({ onSuccess }, { [KEY]: succeededBefore });
    expect(onSuccess).not.toHaveBeenCalled();
    land(requestSucceeded(KEY, 'Saved by another view.'));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(view.result.current).toMatchObject({ status: 'succeeded', succeeded: false });

    send();
    // The success already on record is not this sending's.
    expect(onSuccess).not.toHaveBeenCalled();
    land(requestsActions.started({ key: KEY }));
    land(requestSucceeded(KEY, 'Saved.'));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(view.result.current).toMatchObject({ succeeded: true, message: 'Saved.' });

    // Rendering again calls nothing more.
    view.rerender();
    expect(onSuccess).toHaveBeenCalledTimes(1);

    send();
    land(requestsActions.started({ key: KEY }));
    land(requestSucceeded(KEY));
    expect(onSuccess).toHaveBeenCalledTimes(2);
  });

  it('uses the latest onSuccess', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { wrapper, store } = setup();
    const view = renderHook(({ onSuccess }) => useRequest(KEY, { onSuccess }), {
      wrapper,
      initialProps: { onSuccess: first },
    });
    act(() => view.result.current.send(sendAction));
    view.rerender({ onSuccess: second });
    act(() => void store.dispatch(requestSucceeded(KEY)));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    // A view passes a new callback at each render: the same success is not handled again.
    const third = jest.fn();
    view.rerender({ onSuccess: third });
    expect(second).toHaveBeenCalledTimes(1);
    expect(third).not.toHaveBeenCalled();
  });

  it('forgets what it sent: the outcome is no longer its own', () => {
    const { view, send, land } = byKey();
    send();
    land(requestFailed(KEY, 'Refused.'));
    expect(view.result.current.error).toBe('Refused.');
    act(() => view.result.current.forget());
    expect(view.result.current).toMatchObject({ sent: false, failed: false, error: null, status: 'failed' });
  });

  it('with reset, forgets an earlier visit as it mounts and takes what follows as its own', () => {
    const onSuccess = jest.fn();
    const { view, land, actions, store } = byKey(
      { reset: true, onSuccess },
      { [KEY]: failedBefore, other: failedBefore },
    );
    expect(actions).toEqual([requestsActions.reset(KEY)]);
    expect(selectRequest(store.getState(), KEY)).toBe(idleRequest);
    expect(selectRequest(store.getState(), 'other')).toBe(failedBefore);
    expect(view.result.current).toMatchObject({ status: 'idle', sent: true, failed: false, error: null });

    land(requestFailed(KEY, 'Refused.'));
    expect(view.result.current).toMatchObject({ failed: true, error: 'Refused.' });
    land(requestSucceeded(KEY, 'Done.'));
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('follows a request state given by a selector, and does not reset it', () => {
    const onSuccess = jest.fn();
    const { wrapper, actions } = setup();
    const view = renderHook(({ state }) => useRequest(state, { onSuccess, reset: true }), {
      wrapper,
      initialProps: { state: succeededBefore },
    });
    expect(actions).toEqual([]);
    expect(view.result.current.sent).toBe(false);
    act(() => view.result.current.send(sendAction));
    expect(actions).toEqual([sendAction]);
    view.rerender({ state: { ...idleRequest, status: 'pending' } });
    expect(view.result.current.pending).toBe(true);
    view.rerender({ state: { ...idleRequest, status: 'failed', error: 'No.' } });
    expect(view.result.current).toMatchObject({ failed: true, error: 'No.' });
    view.rerender({ state: { ...idleRequest, status: 'succeeded', at: 2 } });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
