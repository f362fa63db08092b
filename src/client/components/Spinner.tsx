import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The Suspense fallback while a page chunk loads. */
export function Spinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}
