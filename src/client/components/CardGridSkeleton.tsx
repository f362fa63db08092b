import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { Skeleton } from '@client/components/Skeleton';

interface CardGridSkeletonProps {
  count?: number;
  /** Height of the picture area; 0 for cards without one. */
  mediaHeight?: number;
  size?: { xs?: number; sm?: number; md?: number; lg?: number };
}

/** Placeholder cards in the layout of the real grid, so the page does not jump when data arrives. */
export function CardGridSkeleton({
  count = 6,
  mediaHeight = 0,
  size = { xs: 12, sm: 6, md: 4 },
}: CardGridSkeletonProps) {
  return (
    <Grid container spacing={3} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={size}>
          <Card variant="outlined">
            {mediaHeight > 0 && <Skeleton variant="rectangular" height={mediaHeight} />}
            <CardContent>
              <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="80%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
