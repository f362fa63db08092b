import { useAppDispatch, useAppSelector } from '@client/lib/hooks';
import {
  ConsultantGrid,
  FEATURED_CONSULTANTS,
  selectConsultantsError,
  selectConsultantsStatus,
  selectFeaturedConsultantIds,
  consultantsActions,
} from '@client/features/consultants';
import {
  ServiceGrid,
  FEATURED_SERVICES,
  selectFeaturedServiceIds,
  selectServicesError,
  selectServicesStatus,
  servicesActions,
} from '@client/features/services';
import { usePageTitle } from '@client/features/siteSettings';
import { ClosingCta } from './ClosingCta';
import { HomeHero } from './HomeHero';
import { HomeSection } from './HomeSection';
import { HomeStats } from './HomeStats';
import { useFirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { FIRST_SCREEN } from '@client/pages/firstScreen';

export default function HomePage() {
  usePageTitle();
  const dispatch = useAppDispatch();
  const serviceIds = useAppSelector(selectFeaturedServiceIds);
  const servicesStatus = useAppSelector(selectServicesStatus);
  const servicesError = useAppSelector(selectServicesError);
  const consultantIds = useAppSelector(selectFeaturedConsultantIds);
  const consultantsStatus = useAppSelector(selectConsultantsStatus);
  const consultantsError = useAppSelector(selectConsultantsError);

  useFirstScreenLoad(FIRST_SCREEN.home);

  return (
    <>
      <HomeHero />
      <HomeStats />
      <HomeSection
        title="Our Expertise"
        subtitle="Where we help organisations move forward."
        to="/services"
        linkLabel="All expertise areas"
      >
        <ServiceGrid
          ids={serviceIds}
          status={servicesStatus}
          error={servicesError}
          skeletons={FEATURED_SERVICES / 2}
          onRetry={() => dispatch(servicesActions.fetchRequested({ force: true }))}
        />
      </HomeSection>
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
