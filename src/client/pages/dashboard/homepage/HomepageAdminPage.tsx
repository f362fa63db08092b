import { useEffect } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { LoadError } from '@client/components/LoadError';
import { selectHomepage, selectHomepageLoad } from '@client/features/content/contentSelectors';
import { homepageActions } from '@client/features/content/contentSlice';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';
import { HomepageForm } from './HomepageForm';

export default function HomepageAdminPage() {
  usePageTitle('Homepage');
  const dispatch = useAppDispatch();
  const homepage = useAppSelector(selectHomepage);
  const { status, error } = useAppSelector(selectHomepageLoad);

  useEffect(() => {
    dispatch(homepageActions.writeReset());
    dispatch(homepageActions.fetchRequested());
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) {
    body = <LoadError message={error} onRetry={() => dispatch(homepageActions.fetchRequested())} />;
  } else if (status !== 'succeeded') {
    body = <Skeleton variant="rounded" height={420} aria-label="Loading" />;
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {/* Null (nothing written yet) starts an empty form; remounted once the first save creates it. */}
        <HomepageForm key={homepage?.id ?? 'new'} homepage={homepage} />
      </Paper>
    );
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Homepage
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The hero and the key figures of the home page.
      </Typography>
      {body}
    </>
  );
}
