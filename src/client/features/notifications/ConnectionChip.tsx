import Chip from '@mui/material/Chip';
import { useAppSelector } from '@client/lib/hooks';
import { selectBellConnectionState } from './notificationsSelectors';

const LOOK = {
  connected: { label: 'Connected', color: 'success' },
  reconnecting: { label: 'Reconnecting', color: 'warning' },
  error: { label: 'Disconnected', color: 'error' },
} as const;

/** The live connection as the bell shows it: connected, reconnecting, otherwise error (docs/requirements.md#bell). */
export function ConnectionChip() {
  const state = useAppSelector(selectBellConnectionState);
  const { label, color } = LOOK[state];
  return <Chip size="small" variant="outlined" label={label} color={color} data-state={state} />;
}
