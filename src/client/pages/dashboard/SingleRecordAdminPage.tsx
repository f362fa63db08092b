import { useEffect, type ReactNode } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import Paper from '@mui/material/Paper';
import { Skeleton } from '@client/components/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '@client/lib/hooks';
import { LoadError } from '@client/components/LoadError';
import { usePageTitle } from '@client/features/siteSettings';

interface SingleRecordAdminPageProps {
  title: string;
  subtitle: string;
  load: { status: string; error: string | null };
  /** The record's actions: it is fetched afresh, and a past save's outcome forgotten, as the page opens. */
  actions: { writeReset: () => UnknownAction; fetchRequested: () => UnknownAction };
  /** The record's editors, once it is loaded. */
  children: ReactNode;
}

/** An admin page that edits one site-wide record (the homepage, About Us). */
export function SingleRecordAdminPage({
  title,
  subtitle,
  load,
  actions,
  children,
}: SingleRecordAdminPageProps) {
  usePageTitle(title);
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(actions.writeReset());
    dispatch(actions.fetchRequested());
  }, [dispatch, actions]);

  let body;
  if (load.status === 'failed' && load.error) {
    body = <LoadError message={load.error} onRetry={() => dispatch(actions.fetchRequested())} />;
  } else if (load.status !== 'succeeded') {
    body = <Skeleton variant="rounded" height={420} aria-label="Loading" />;
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {children}
      </Paper>
    );
  }

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      {body}
    </>
  );
}
