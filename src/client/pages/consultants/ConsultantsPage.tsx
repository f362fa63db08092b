import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useAppDispatch, useAppSelector, useAppStore } from '@client/lib/hooks';
import { EmptyState } from '@client/components/EmptyState';
import { PageHeader } from '@client/components/PageHeader';
import {
  ConsultantFilters,
  ConsultantGrid,
  selectConsultantFilters,
  selectConsultantsError,
  selectConsultantsStatus,
  selectConsultantsTotal,
  selectFilteredConsultantIds,
  consultantsActions,
} from '@client/features/consultants';
import { usePageTitle } from '@client/features/siteSettings';
import { useFirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { FIRST_SCREEN } from '@client/pages/firstScreen';

export default function ConsultantsPage() {
  usePageTitle('Our Experts');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const ids = useAppSelector(selectFilteredConsultantIds);
  const status = useAppSelector(selectConsultantsStatus);
  const total = useAppSelector(selectConsultantsTotal);
  const error = useAppSelector(selectConsultantsError);
  const { search, expertise, availableOnly } = useAppSelector(selectConsultantFilters);
  const filtered = Boolean(search.trim() || expertise || availableOnly);

  const load = (force = false) => {
    const { search: text } = selectConsultantFilters(store.getState());
    dispatch(consultantsActions.fetchRequested({ search: text, force }));
  };

  useFirstScreenLoad(FIRST_SCREEN.consultants);

  const clear = () => {
    dispatch(consultantsActions.expertiseFilterChanged(''));
    dispatch(consultantsActions.availabilityFilterChanged(false));
    if (search) dispatch(consultantsActions.searchChanged(''));
  };

  return (
    <>
      <PageHeader
        title="Our Experts"
        subtitle="Experienced consultants across strategy, technology and operations."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <ConsultantFilters />
        <ConsultantGrid
          cardHeading="h2"
          ids={ids}
          status={status}
          error={error}
          hasData={total > 0}
          onRetry={() => load(true)}
          empty={
            filtered ? (
              <EmptyState title="No consultants match your filters.">
                <Button onClick={clear}>Clear filters</Button>
              </EmptyState>
            ) : (
              'No consultants are listed yet.'
            )
          }
        />
      </Container>
    </>
  );
}
