import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AuthProvider } from '@client/features/authentication';
import { ToastsProvider } from '@client/features/toasts';
import type { Store } from '@reduxjs/toolkit';
import type { RootState } from './rootReducer';
import { theme as appTheme } from './theme';

interface AppProvidersProps {
  /** The app's store, or in the QA replay frame a store that only shows replayed states. */
  store: Store<RootState>;
  children: ReactNode;
  /** Wraps what needs the rehydrated store (app/startApp.tsx: RehydratedGate in the browser; nothing in tests). */
  gate?: (children: ReactNode) => ReactNode;
  /** The app's theme unless given (the tests give it without transitions). */
  theme?: Theme;
}

/** The providers the app and the tests share, so that tests render what users get. */
export function AppProviders({ store, children, gate = (c) => c, theme = appTheme }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {gate(
          <ToastsProvider>
            <AuthProvider>{children}</AuthProvider>
          </ToastsProvider>,
        )}
      </ThemeProvider>
    </Provider>
  );
}
