import type { ReactNode } from 'react';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';

interface HomeSectionProps {
  title: string;
  subtitle: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
  muted?: boolean;
}

/** A titled band of the home page with a link to the full list. */
export function HomeSection({ title, subtitle, to, linkLabel, children, muted = false }: HomeSectionProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: muted ? 'grey.50' : undefined }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'flex-end' },
            justifyContent: 'space-between',
            gap: 1,
            mb: 3,
          }}
        >
          <Box>
            <Typography variant="h4" component="h2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{subtitle}</Typography>
          </Box>
          <Button
            component={RouterLink}
            to={to}
            endIcon={<ArrowForward />}
            // On the grey band too: the primary's dark shade reads at AA there (decision 039).
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, color: 'primary.dark' }}
          >
            {linkLabel}
          </Button>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
