import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import {
  ConsultantGrid,
  FEATURED_CONSULTANTS,
  selectConsultantsError,
  selectConsultantsStatus,
  selectFeaturedConsultantIds,
  consultantsActions,
} from '@client/features/consultants';
import { ClosingCta } from './ClosingCta';
import { HomeSection } from './HomeSection';

/** The featured consultants and the closing call to action: the home page's part below the fold. */
export default function HomeExperts() {
  const dispatch = useAppDispatch();
  const consultantIds = useAppSelector(selectFeaturedConsultantIds);
  const consultantsStatus = useAppSelector(selectConsultantsStatus);
  const consultantsError = useAppSelector(selectConsultantsError);
  return (
    <>
      <HomeSection
        title="Our Experts"
        subtitle="Meet some of the consultants behind our work."
        to="/consultants"
        linkLabel="All consultants"
        muted
      >
        <ConsultantGrid
          ids={consultantIds}
          status={consultantsStatus}
          error={consultantsError}
          skeletons={FEATURED_CONSULTANTS}
          empty="Our consultants will be introduced here soon."
          onRetry={() => dispatch(consultantsActions.fetchRequested({ force: true }))}
        />
      </HomeSection>
      <ClosingCta />
    </>
  );
}
