import { useParams } from 'react-router';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { DetailPageFallback, notFound } from '@client/components/DetailPageFallback';
import { PageHeader } from '@client/components/PageHeader';
import { Paragraphs } from '@client/components/Paragraphs';
import { resolvePhotoUrl } from '@client/features/profile';
import {
  ServiceIcon,
  ServiceItemList,
  selectServiceBySlug,
  selectServiceDetailRequest,
  servicesActions,
} from '@client/features/services';
import { usePageTitle } from '@client/features/siteSettings';
import { useFirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { FIRST_SCREEN } from '@client/pages/firstScreen';

const backLink = (
  <Button component={RouterLink} to="/services" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
    All expertise areas
  </Button>
);

export default function ServiceDetailPage() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const service = useAppSelector((state) => selectServiceBySlug(state, slug));
  const detail = useAppSelector((state) => selectServiceDetailRequest(state, slug));
  usePageTitle(service?.title ?? 'Our Expertise');

  useFirstScreenLoad(FIRST_SCREEN.serviceDetail);

  if (!service || notFound(detail)) {
    return (
      <DetailPageFallback
        back={backLink}
        load={detail}
        notFoundTitle="This expertise area could not be found."
        onRetry={() => dispatch(servicesActions.detailRequested({ slug, force: true }))}
        skeleton={
          <Box aria-busy="true" aria-label="Loading">
            <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="60%" />
            <Skeleton variant="text" />
            <Skeleton variant="rectangular" height={200} sx={{ mt: 2 }} />
          </Box>
        }
      />
    );
  }

  const image = resolvePhotoUrl(service.imageUrl);
  return (
    <>
      <PageHeader
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
            <ServiceIcon name={service.icon} sx={{ fontSize: { xs: 36, md: 48 } }} aria-hidden />
            {service.title}
          </Box>
        }
        subtitle={service.shortDescription}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {backLink}
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            {image && (
              <Box
                component="img"
                src={image}
                alt=""
                sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 2, mb: 3 }}
              />
            )}
            <Paragraphs text={service.description} />
            <ServiceItemList title="Features" items={service.features} />
            <ServiceItemList title="Benefits" items={service.benefits} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 3, position: { md: 'sticky' }, top: { md: 88 } }}>
              <Typography variant="h6" component="h2" gutterBottom>
                Interested in {service.title}?
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Tell us about your project and we will get back to you with a proposal.
              </Typography>
              <Button
                component={RouterLink}
                to={`/request?service=${service.id}`}
                variant="contained"
                color="secondary"
                fullWidth
                size="large"
              >
                Request a quote
              </Button>
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
