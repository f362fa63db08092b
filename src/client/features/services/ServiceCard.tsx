import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { selectServiceById } from './servicesSelectors';
import { ServiceIcon } from './ServiceIcon';
import { LinkCard } from '@client/components/LinkCard';

/** One service of a grid; it reads its own row so the grid re-renders only when the ids change. */
/** `heading`: h3 under a section's h2 (the home page), h2 where the cards follow the page's h1. */
export function ServiceCard({ id, heading = 'h3' }: { id: number; heading?: 'h2' | 'h3' }) {
  const service = useAppSelector((state) => selectServiceById(state, id));
  if (!service) return null;
  return (
    <LinkCard to={`/services/${service.slug}`} catalogue>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            mb: 2,
          }}
        >
          <ServiceIcon name={service.icon} fontSize="large" aria-hidden />
        </Box>
        <Typography variant="h6" component={heading} gutterBottom>
          {service.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {service.shortDescription}
        </Typography>
      </CardContent>
      <Typography color="primary" variant="button" sx={{ px: 2, pb: 2 }}>
        Learn more
      </Typography>
    </LinkCard>
  );
}
