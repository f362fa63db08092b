import { createTheme } from '@mui/material/styles';
import { theme } from '@client/app/theme';

/**
 * The app's theme with transitions of no duration and buttons without the ripple, which the
 * rendering helpers give the views. A dialog, menu, tooltip or toast otherwise takes real time to
 * open and to close (225 ms and 195 ms by default), and every query that waits for it polls the page
 * again and again meanwhile; a ripple renders twice more for each click: the dashboard pages' tests
 * took half as long again. Both are visual only; the end-to-end suite runs them with the app's own
 * theme.
 */
export const testTheme = createTheme(theme, {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
