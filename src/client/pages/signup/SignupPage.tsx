import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SignupForm } from '@client/features/authentication/SignupForm';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';

export default function SignupPage() {
  usePageTitle('Sign up');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Create your account
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          We will e-mail you a 6-digit PIN to verify your address.
        </Typography>
        <SignupForm />
      </Paper>
    </Container>
  );
}
