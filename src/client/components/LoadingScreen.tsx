import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MSG } from '@shared/messages';

/** Shown while the stored session is rehydrated and checked. */
export function LoadingScreen() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <Typography color="text.secondary">{MSG.loading}</Typography>
    </Box>
  );
}
