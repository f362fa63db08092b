import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { selectUser } from '@client/features/authentication';
import { usePageTitle } from '@client/features/siteSettings';

interface ConsultantWorkPageProps {
  title: string;
  /** What is assigned to a consultant here, e.g. 'projects'. */
  assigned: string;
  /** The page's body, for the signed-in user's consultant profile. */
  children: (consultantId: number) => ReactNode;
}

/** A page of a consultant's own work; a user without a consultant profile is told they have none. */
export function ConsultantWorkPage({ title, assigned, children }: ConsultantWorkPageProps) {
  usePageTitle(title);
  const consultantId = useAppSelector(selectUser)?.consultantId ?? null;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {consultantId == null ? (
        <EmptyState title={`You have no consultant profile, so no ${assigned} are assigned to you.`} />
      ) : (
        children(consultantId)
      )}
    </>
  );
}
