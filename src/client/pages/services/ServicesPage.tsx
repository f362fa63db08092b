import { useEffect } from 'react';
import Container from '@mui/material/Container';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../components/PageHeader';
import { ServiceGrid } from '../../features/services/ServiceGrid';
import {
  selectActiveServiceIds,
  selectServicesError,
  selectServicesStatus,
} from '../../features/services/servicesSelectors';
import { servicesActions } from '../../features/services/servicesSlice';
import { usePageTitle } from '../../features/siteSettings/usePageTitle';

export default function ServicesPage() {
  usePageTitle('Our Expertise');
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectActiveServiceIds);
  const status = useAppSelector(selectServicesStatus);
  const error = useAppSelector(selectServicesError);

  useEffect(() => {
    dispatch(servicesActions.fetchRequested());
  }, [dispatch]);

  return (
    <>
      <PageHeader
        title="Our Expertise"
        subtitle="The areas where our consultants help organisations plan, build and improve."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <ServiceGrid
          ids={ids}
          status={status}
          error={error}
          onRetry={() => dispatch(servicesActions.fetchRequested({ force: true }))}
        />
      </Container>
    </>
  );
}
