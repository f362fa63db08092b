import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../app/hooks';
import { useAuth } from '../../features/session/AuthProvider';
import { selectCompany, selectSeo, selectSiteName } from '../../features/siteSettings/siteSettingsSelectors';
import { usePageTitle } from '../../features/siteSettings/usePageTitle';

export default function HomePage() {
  usePageTitle();
  const siteName = useAppSelector(selectSiteName);
  const { slogan } = useAppSelector(selectCompany);
  const { description } = useAppSelector(selectSeo);
  const { isAuthenticated } = useAuth();

  return (
    <Box
      component="section"
      sx={{
        // Fills the main area so that a short page does not leave a blank band above the footer.
        flexGrow: 1,
        display: 'flex',
        alignItems: 'center',
        py: { xs: 8, md: 14 },
        background: (t) =>
          `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
        color: 'primary.contrastText',
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          variant="h3"
          component="h1"
          gutterBottom
          sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}
        >
          Welcome to {siteName}
        </Typography>
        <Typography variant="h6" component="p" sx={{ opacity: 0.95, mb: 1 }}>
          {slogan}
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 4 }}>{description}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          {isAuthenticated ? (
            <Button component={RouterLink} to="/profile" variant="contained" color="secondary" size="large">
              My Profile
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to="/signup" variant="contained" color="secondary" size="large">
                Sign up
              </Button>
              <Button component={RouterLink} to="/login" variant="outlined" color="inherit" size="large">
                Log in
              </Button>
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
