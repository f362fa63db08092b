import Box from '@mui/material/Box';
import { darken, lighten } from '@mui/material/styles';
import { MSG } from '@shared/messages';
import { useAppSelector } from '@client/lib/hooks';
import { selectIsOffline } from './sessionSelectors';

/**
 * Says that the browser has lost its network while it has (docs/requirements.md#errors-global). A
 * status, not an alert: it tells, and asks nothing. Drawn like the light Notice, without MUI's Alert
 * and Snackbar, which the shell's first download does not carry (decision 028).
 */
export function OfflineNotice() {
  const offline = useAppSelector(selectIsOffline);
  if (!offline) return null;
  return (
    <Box
      role="status"
      sx={(theme) => ({
        ...theme.typography.body2,
        position: 'fixed',
        bottom: 24,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: theme.zIndex.snackbar,
        maxWidth: 'calc(100% - 32px)',
        padding: '14px 16px',
        borderRadius: `${theme.shape.borderRadius}px`,
        boxShadow: theme.shadows[6],
        color: darken(theme.palette.warning.light, 0.6),
        backgroundColor: lighten(theme.palette.warning.light, 0.9),
      })}
    >
      {MSG.offline}
    </Box>
  );
}
