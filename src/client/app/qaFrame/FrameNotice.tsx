import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What the frame shows before its first step, or when it is opened on its own. */
export function FrameNotice({ framed }: { framed: boolean }) {
  return (
    <Box sx={{ p: 4, fontFamily: 'system-ui, sans-serif', color: '#555' }}>
      <Typography component="p">
        {framed
          ? 'Waiting for a step of the action log…'
          : 'This page shows one step of an action log inside the replay view. Open /qa to replay a log.'}
      </Typography>
    </Box>
  );
}
