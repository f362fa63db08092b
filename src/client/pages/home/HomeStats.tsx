import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { type HomepageStats, selectHomepage, selectHomepageLoad } from '@client/features/content';
import { formatCount } from '@client/lib/format';

const FIGURES: { key: keyof HomepageStats; label: string }[] = [
  { key: 'yearsInBusiness', label: 'Years in Business' },
  { key: 'projectsCompleted', label: 'Projects Completed' },
  { key: 'clientsServed', label: 'Clients Served' },
  { key: 'consultantsCount', label: 'Consultants' },
];

/**
 * The four figures of the homepage info; left out when there are none. While they load, their place
 * is kept, so that the sections below do not move when they arrive.
 */
export function HomeStats() {
  const info = useAppSelector(selectHomepage);
  const { status } = useAppSelector(selectHomepageLoad);
  const loading = !info && (status === 'idle' || status === 'pending');
  if (!info && !loading) return null;
  return (
    <Box
      component="section"
      aria-label="Key figures"
      aria-busy={loading || undefined}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        {/* Two figures a row on a phone, four from the medium breakpoint. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 3 }}>
          {FIGURES.map(({ key, label }) => (
            <Box key={key} sx={{ textAlign: 'center' }}>
              <Typography
                component="p"
                color="primary"
                sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' } }}
              >
                {info ? formatCount(info.stats[key]) : <Skeleton width="40%" sx={{ mx: 'auto' }} />}
              </Typography>
              <Typography color="text.secondary">{label}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
