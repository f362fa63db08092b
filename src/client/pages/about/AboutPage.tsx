import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import Diamond from '@mui/icons-material/Diamond';
import Flag from '@mui/icons-material/Flag';
import Visibility from '@mui/icons-material/Visibility';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { LoadError } from '@client/components/LoadError';
import { PageHeader } from '@client/components/PageHeader';
import { Paragraphs } from '@client/components/Paragraphs';
import { selectAboutUs, selectAboutUsLoad, aboutUsActions, ImageGallery } from '@client/features/content';
import { usePageTitle } from '@client/features/siteSettings';
import { useFirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { FIRST_SCREEN } from '@client/pages/firstScreen';

const PILLARS = [
  { key: 'mission', label: 'Our Mission', Icon: Flag },
  { key: 'vision', label: 'Our Vision', Icon: Visibility },
  { key: 'values', label: 'Our Values', Icon: Diamond },
] as const;

export default function AboutPage() {
  usePageTitle('About Us');
  const dispatch = useAppDispatch();
  const aboutUs = useAppSelector(selectAboutUs);
  const { status, error } = useAppSelector(selectAboutUsLoad);

  useFirstScreenLoad(FIRST_SCREEN.about);

  let body;
  if (status === 'failed' && error) {
    body = <LoadError message={error} onRetry={() => dispatch(aboutUsActions.fetchRequested())} />;
  } else if (!aboutUs && status !== 'succeeded') {
    body = (
      <Box aria-busy="true" aria-label="Loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="text" />
        ))}
        <Grid container spacing={3} sx={{ mt: 2 }}>
          {PILLARS.map(({ key }) => (
            <Grid key={key} size={{ xs: 12, md: 4 }}>
              <Skeleton variant="rounded" height={140} />
            </Grid>
          ))}
        </Grid>
      </Box>
    );
  } else if (!aboutUs) {
    // Loaded, and nothing written yet (the server answers null): not an error.
    body = <EmptyState title="Our story will be told here soon." />;
  } else {
    const pillars = PILLARS.filter(({ key }) => aboutUs[key].trim());
    body = (
      <>
        <Box sx={{ maxWidth: 800, mb: 5 }}>
          <Paragraphs text={aboutUs.content} sx={{ fontSize: '1.05rem' }} />
        </Box>
        {pillars.length > 0 && (
          <Grid container spacing={3} sx={{ mb: 5 }}>
            {pillars.map(({ key, label, Icon }) => (
              <Grid key={key} size={{ xs: 12, md: 12 / pillars.length }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
                    <Typography variant="h6" component="h2" gutterBottom>
                      {label}
                    </Typography>
                    <Paragraphs text={aboutUs[key]} variant="body2" color="text.secondary" />
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
        <ImageGallery images={aboutUs.images} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={aboutUs?.title || 'About Us'} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {body}
      </Container>
    </>
  );
}
