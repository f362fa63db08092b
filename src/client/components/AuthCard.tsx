import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Wider, for a longer form (sign-up). */
  wide?: boolean;
  children: ReactNode;
}

/** The narrow card that the account screens share. */
export function AuthCard({ title, subtitle, wide = false, children }: AuthCardProps) {
  return (
    <Container maxWidth={wide ? 'sm' : 'xs'} sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
