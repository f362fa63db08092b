import Container from '@mui/material/Container';
import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import { PageHeader } from '@client/components/PageHeader';
import {
  ServiceGrid,
  selectActiveServiceIds,
  selectServicesError,
  selectServicesStatus,
  servicesActions,
} from '@client/features/services';
import { usePageTitle } from '@client/features/siteSettings';
import { useFirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { FIRST_SCREEN } from '@client/pages/firstScreen';

export default function ServicesPage() {
  usePageTitle('Our Expertise');
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectActiveServiceIds);
  const status = useAppSelector(selectServicesStatus);
  const error = useAppSelector(selectServicesError);

  useFirstScreenLoad(FIRST_SCREEN.services);

  return (
    <>
      <PageHeader
        title="Our Expertise"
        subtitle="The areas where our consultants help organisations plan, build and improve."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ServiceGrid
          cardHeading="h2"
          ids={ids}
          status={status}
          error={error}
          onRetry={() => dispatch(servicesActions.fetchRequested({ force: true }))}
        />
      </Container>
    </>
  );
}
