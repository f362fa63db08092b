import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The last band of the home page: one clear next step. */
export function ClosingCta() {
  return (
    <Box
      component="section"
      aria-label="Get started"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Ready to start your project?
        </Typography>
        <Typography sx={{ mb: 3, opacity: 0.95 }}>
          Tell us what you need and our consultants will prepare a proposal for you.
        </Typography>
        <Button
          component={RouterLink}
          to="/request"
          variant="contained"
          size="large"
          sx={{ bgcolor: 'common.white', color: 'secondary.dark', '&:hover': { bgcolor: 'grey.100' } }}
        >
          Request a quote
        </Button>
      </Container>
    </Box>
  );
}
