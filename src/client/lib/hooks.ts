// The only module that imports react-redux hooks, and the one place below app/ that knows the
// store's types (type imports only, so the layers stay one way at run time).
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from '@client/app/store';
import type { RootState } from '@client/app/rootReducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

export type { RootState, AppDispatch };
