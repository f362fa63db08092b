import { useEffect } from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { LoadError } from '@client/components/LoadError';
import { selectAboutUs, selectAboutUsLoad } from '@client/features/content/contentSelectors';
import { aboutUsActions } from '@client/features/content/contentSlice';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';
import { AboutUsForm } from './AboutUsForm';
import { AboutUsImages } from './AboutUsImages';

export default function AboutUsAdminPage() {
  usePageTitle('About Us');
  const dispatch = useAppDispatch();
  const aboutUs = useAppSelector(selectAboutUs);
  const { status, error } = useAppSelector(selectAboutUsLoad);

  useEffect(() => {
    dispatch(aboutUsActions.writeReset());
    dispatch(aboutUsActions.fetchRequested());
  }, [dispatch]);

  let body;
  if (status === 'failed' && error) {
    body = <LoadError message={error} onRetry={() => dispatch(aboutUsActions.fetchRequested())} />;
  } else if (status !== 'succeeded') {
    body = <Skeleton variant="rounded" height={420} aria-label="Loading" />;
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {/* Null (nothing written yet) starts an empty form; remounted once the first save creates it. */}
        <AboutUsForm key={aboutUs?.id ?? 'new'} aboutUs={aboutUs} />
        <Divider sx={{ my: 3 }} />
        <AboutUsImages aboutUs={aboutUs} />
      </Paper>
    );
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        About Us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The text and pictures of the public About page.
      </Typography>
      {body}
    </>
  );
}
