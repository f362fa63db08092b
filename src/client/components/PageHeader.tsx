import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The coloured band at the top of the public pages. */
export function PageHeader({ title, subtitle, children }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        py: { xs: 4, md: 6 },
        background: (t) =>
          `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
        color: 'primary.contrastText',
      }}
    >
      <Container maxWidth="lg">
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.9rem', md: '2.75rem' } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="h6" component="p" sx={{ mt: 1, opacity: 0.9, fontWeight: 400 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
