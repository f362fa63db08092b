import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import type { HomepageStats } from '@client/features/content/contentModel';
import { selectHomepage } from '@client/features/content/contentSelectors';

const FIGURES: { key: keyof HomepageStats; label: string }[] = [
  { key: 'yearsInBusiness', label: 'Years in Business' },
  { key: 'projectsCompleted', label: 'Projects Completed' },
  { key: 'clientsServed', label: 'Clients Served' },
  { key: 'consultantsCount', label: 'Consultants' },
];

const numberFormat = new Intl.NumberFormat('en-US');

/** The four figures of the homepage info; left out until there are any. */
export function HomeStats() {
  const info = useAppSelector(selectHomepage);
  if (!info) return null;
  return (
    <Box
      component="section"
      aria-label="Key figures"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        <Grid container spacing={3}>
          {FIGURES.map(({ key, label }) => (
            <Grid key={key} size={{ xs: 6, md: 3 }} sx={{ textAlign: 'center' }}>
              <Typography
                component="p"
                color="primary"
                sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' } }}
              >
                {numberFormat.format(info.stats[key])}
              </Typography>
              <Typography color="text.secondary">{label}</Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
