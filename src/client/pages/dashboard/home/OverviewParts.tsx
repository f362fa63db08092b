import { lazy, Suspense, useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { Skeleton } from '@client/components/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@client/components/RouterLink';
import type { Figure } from '@client/features/dashboardStats';
import { LoadError } from '@client/components/LoadError';

// Store-unaware pieces of the administrators' overview: figure cards and chart frames.

export const CHART_HEIGHT = 240;

// The charts are navigable with the arrow keys once focused; the summary says the gist in one line.
const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

// The charts library is large: it arrives after the figures instead of holding up the dashboard.
const loadCharts = () => import(/* webpackChunkName: "dashboard-overview-charts" */ './OverviewCharts');
export const SignupsChart = lazy(() => loadCharts().then((m) => ({ default: m.SignupsChart })));
export const RolesChart = lazy(() => loadCharts().then((m) => ({ default: m.RolesChart })));
export const ProjectStatusChart = lazy(() => loadCharts().then((m) => ({ default: m.ProjectStatusChart })));

/** Figure cards; `count` skeletons while the figures are not loaded. */
export function FigureGrid({
  figures,
  count,
  label,
}: {
  figures: Figure[] | null;
  count: number;
  label: string;
}) {
  const shown: Array<{ label: string; value: number | null }> =
    figures ?? Array.from({ length: count }, (_, i) => ({ label: String(i), value: null }));
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      aria-label={label}
      aria-busy={figures ? undefined : true}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {shown.map((f) => (
        <Grid key={f.label} component="li" size={{ xs: 6, sm: 4, lg: 'grow' }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
              {f.value === null ? (
                <>
                  <Skeleton width="70%" />
                  <Skeleton width={60} height={40} />
                </>
              ) : (
                <>
                  <Typography
                    variant="overline"
                    color="text.secondary"
                    component="p"
                    sx={{ lineHeight: 1.5 }}
                  >
                    {f.label}
                  </Typography>
                  <Typography variant="h4" component="p" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
                    {f.value}
                  </Typography>
                </>
              )}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

interface ChartCardProps {
  title: string;
  /** What the chart shows, in words, for those who cannot see it. */
  summary: string;
  /** Nothing loaded yet: a skeleton takes the chart's place. */
  loading: boolean;
  /** Loaded, but nothing to draw: this text instead. */
  emptyText: string | null;
  children: ReactNode;
}

export function ChartCard({ title, summary, loading, emptyText, children }: ChartCardProps) {
  const titleId = useId();
  const placeholder = <Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={`Loading ${title}`} />;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {loading ? (
          placeholder
        ) : emptyText ? (
          <Typography
            color="text.secondary"
            sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}
          >
            {emptyText}
          </Typography>
        ) : (
          <>
            <Typography sx={SCREEN_READER_ONLY}>{summary}</Typography>
            <Suspense fallback={placeholder}>{children}</Suspense>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * One section of the overview: its heading (with a link to the whole list, if any) over its body. A
 * failed load says so with a retry, above what was loaded before (the body goes when nothing was).
 */
export function OverviewSection({
  id,
  title,
  link,
  load,
  empty = false,
  onRetry,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  link?: { to: string; label: string };
  load?: { status: string; error: string | null };
  /** Nothing is loaded yet. */
  empty?: boolean;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const failed = load?.status === 'failed';
  const heading = (
    <Typography id={id} variant="h5" component="h2">
      {title}
    </Typography>
  );
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      {link ? (
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
        >
          {heading}
          <Button component={RouterLink} sx={{ whiteSpace: 'nowrap' }} to={link.to}>
            {link.label}
          </Button>
        </Stack>
      ) : (
        heading
      )}
      {failed && onRetry && <LoadError message={load.error ?? ''} onRetry={onRetry} />}
      {!(failed && empty) && children}
    </Stack>
  );
}
