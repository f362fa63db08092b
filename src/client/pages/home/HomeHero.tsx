import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Skeleton } from '@client/components/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { selectHomepage, selectHomepageLoad } from '@client/features/content';
import { resolvePhotoUrl } from '@client/features/profile';
import { selectCompany, selectSiteName } from '@client/features/siteSettings';
import { CtaButton } from './CtaButton';

/** Two lines of the title and two of the subtitle on a phone, or one line of a long title and two on a desktop. */
const HERO_TEXT_HEIGHT = 200;

/** The homepage info's hero; until an admin writes one (the server answers null), a welcome from the site settings. */
export function HomeHero() {
  const info = useAppSelector(selectHomepage);
  const { status } = useAppSelector(selectHomepageLoad);
  const siteName = useAppSelector(selectSiteName);
  const { slogan } = useAppSelector(selectCompany);
  const loading = !info && (status === 'idle' || status === 'pending');

  const title = info?.heroTitle || `Welcome to ${siteName}`;
  const subtitle = info ? info.heroSubtitle : slogan;
  const ctaText = info?.ctaText || 'Get a Quote';
  const ctaLink = info?.ctaLink || '/request';
  const image = resolvePhotoUrl(info?.heroImageUrl);
  const gradient = 'linear-gradient(135deg, rgba(13,71,161,.92) 0%, rgba(25,118,210,.82) 100%)';

  return (
    <Box
      component="section"
      aria-label="Introduction"
      sx={{
        py: { xs: 8, md: 14 },
        color: 'primary.contrastText',
        backgroundColor: 'primary.dark',
        backgroundImage: image ? `${gradient}, url("${encodeURI(image)}")` : gradient,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        {/* The same room for the placeholder and the words (two lines of title, two of subtitle), so
            that the buttons below do not move when the words arrive. */}
        <Box
          sx={{
            minHeight: HERO_TEXT_HEIGHT,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
          }}
        >
          {loading ? (
            <Box aria-busy="true" aria-label="Loading">
              <Skeleton
                variant="text"
                sx={{ fontSize: '3rem', bgcolor: 'rgba(255,255,255,.2)', mx: 'auto' }}
                width="80%"
              />
              <Skeleton variant="text" sx={{ bgcolor: 'rgba(255,255,255,.2)', mx: 'auto' }} width="60%" />
            </Box>
          ) : (
            <>
              <Typography
                variant="h3"
                component="h1"
                gutterBottom
                sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3.25rem' } }}
              >
                {title}
              </Typography>
              {subtitle && (
                <Typography variant="h6" component="p" sx={{ opacity: 0.95, mb: 4, fontWeight: 400 }}>
                  {subtitle}
                </Typography>
              )}
            </>
          )}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 2 }}>
          <CtaButton to={ctaLink} variant="contained" color="secondary" size="large">
            {ctaText}
          </CtaButton>
          <CtaButton to="/services" variant="outlined" color="inherit" size="large">
            Our Expertise
          </CtaButton>
        </Stack>
      </Container>
    </Box>
  );
}
