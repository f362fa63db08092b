import { RouterLink } from '@client/components/RouterLink';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@client/features/siteSettings';

export default function UnauthorizedPage() {
  usePageTitle('Access denied');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Access denied
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your account does not have access to this page.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to home
      </Button>
    </Container>
  );
}
