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
import LinkedIn from '@mui/icons-material/LinkedIn';
import WorkOutline from '@mui/icons-material/WorkOutlined';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { DetailPageFallback, notFound } from '@client/components/DetailPageFallback';
import { Paragraphs } from '@client/components/Paragraphs';
import {
  ConsultantAvatar,
  AvailabilityChip,
  yearsText,
  selectConsultantDetailRequest,
  consultantsActions,
  ExpertiseList,
  useConsultantFromParam,
} from '@client/features/consultants';
import { usePageTitle } from '@client/features/siteSettings';
import { useFirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { FIRST_SCREEN } from '@client/pages/firstScreen';

const backLink = (
  <Button component={RouterLink} to="/consultants" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
    All consultants
  </Button>
);

// Only web addresses become links: a stored 'javascript:' URL must never be clickable.
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export default function ConsultantDetailPage() {
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const consultant = useConsultantFromParam(slug);
  const detail = useAppSelector((state) => selectConsultantDetailRequest(state, { slug }));
  usePageTitle(consultant?.fullName ?? 'Our Experts');

  useFirstScreenLoad(FIRST_SCREEN.consultantDetail);

  if (!consultant || notFound(detail)) {
    return (
      <DetailPageFallback
        back={backLink}
        load={detail}
        notFoundTitle="This consultant could not be found."
        onRetry={() => dispatch(consultantsActions.detailRequested({ slug, force: true }))}
        skeleton={
          <Box aria-busy="true" aria-label="Loading" sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
            <Skeleton variant="circular" width={120} height={120} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="50%" />
              <Skeleton variant="text" width="30%" />
            </Box>
          </Box>
        }
      />
    );
  }

  const { fullName, image, specialization, yearsOfExperience, isAvailable, bio, linkedInUrl, expertise, id } =
    consultant;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {backLink}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, md: 4 },
          mb: 4,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: 3,
          textAlign: { xs: 'center', sm: 'left' },
        }}
      >
        <ConsultantAvatar image={image} name={fullName} size={128} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {fullName}
          </Typography>
          <Typography variant="h6" component="p" color="primary" sx={{ fontWeight: 500 }}>
            {specialization}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              justifyContent: { xs: 'center', sm: 'flex-start' },
              mt: 1,
              flexWrap: 'wrap',
            }}
          >
            <Typography color="text.secondary">{yearsText(yearsOfExperience)}</Typography>
            <AvailabilityChip isAvailable={isAvailable} />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
          {isWebUrl(linkedInUrl) && (
            <Button
              href={linkedInUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<LinkedIn />}
            >
              LinkedIn profile
            </Button>
          )}
          <Button
            component={RouterLink}
            to={`/consultants/${id}/projects`}
            variant="contained"
            startIcon={<WorkOutline />}
          >
            View projects
          </Button>
        </Box>
      </Paper>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            About
          </Typography>
          {bio ? (
            <Paragraphs text={bio} />
          ) : (
            <Typography color="text.secondary">No biography yet.</Typography>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            Expertise
          </Typography>
          <ExpertiseList items={expertise} />
        </Grid>
      </Grid>
    </Container>
  );
}
