import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A dashboard page's heading, with its main action (if any) beside it; they wrap on a phone. */
export function DashboardTitle({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
