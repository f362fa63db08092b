// The public surface of features/toasts: what other features, pages and app/ import from it.
// Only re-exports (webpack.config.js marks this file free of side effects); lint forbids deeper imports.
export { successToast, toast } from './toastEffects';
export { ToastsProvider } from './ToastsProvider';
export { toastsReducer } from './toastsSlice';
