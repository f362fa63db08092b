import { useEffect } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { LoadError } from '@client/components/LoadError';
import {
  selectHomepage,
  selectHomepageError,
  selectHomepageStatus,
} from '@client/features/content/contentSelectors';
import { contentActions } from '@client/features/content/contentSlice';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';
import { HomepageForm } from './HomepageForm';

export default function HomepageAdminPage() {
  usePageTitle('Homepage');
  const dispatch = useAppDispatch();
  const homepage = useAppSelector(selectHomepage);
  const status = useAppSelector(selectHomepageStatus);
  const error = useAppSelector(selectHomepageError);

  useEffect(() => {
    dispatch(contentActions.writeReset());
    dispatch(contentActions.homepageRequested());
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) {
    body = <LoadError message={error} onRetry={() => dispatch(contentActions.homepageRequested())} />;
  } else if (status !== 'succeeded') {
    body = <Skeleton variant="rounded" height={420} aria-label="Loading" />;
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
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
