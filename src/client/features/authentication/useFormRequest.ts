import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { requestsActions, selectRequest } from '@client/lib/requests';

/** A form's request state by key; the outcome of an earlier visit is forgotten when the form mounts. */
export function useFormRequest(key: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(requestsActions.reset(key));
  }, [dispatch, key]);
  const request = useAppSelector((state) => selectRequest(state, key));
  return { ...request, pending: request.status === 'pending' };
}
