import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MSG } from '@shared/messages';

interface ErrorScreenProps {
  /** Injected by tests: jsdom cannot reload. */
  onRefresh?: () => void;
}

const reload = () => window.location.reload();

export function ErrorScreen({ onRefresh = reload }: ErrorScreenProps) {
  return (
    <Box role="region" aria-label="Error" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {MSG.errorTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {MSG.errorBody}
      </Typography>
      <Button variant="contained" onClick={onRefresh}>
        {MSG.errorRefresh}
      </Button>
    </Box>
  );
}
