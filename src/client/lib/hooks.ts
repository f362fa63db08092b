// The only module that imports react-redux hooks: typed once here.
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from '@client/app/store';
import type { RootState } from '@client/app/rootReducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
