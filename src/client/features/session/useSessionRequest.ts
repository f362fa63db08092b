import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { sessionActions, type SessionRequest } from './sessionSlice';
import { selectSessionRequest } from './sessionSelectors';

/** A form's request state, forgetting the outcome of an earlier visit when the form mounts. */
export function useSessionRequest(name: SessionRequest) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sessionActions.requestReset(name));
  }, [dispatch, name]);
  const request = useAppSelector((state) => selectSessionRequest(state, name));
  return { ...request, pending: request.status === 'pending' };
}
