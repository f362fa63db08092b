import { Suspense } from 'react';
import { lazyBelowTheFold } from '@client/components/lazyWithTimeout';
import { usePageTitle } from '@client/features/siteSettings';
import { HomeHero } from './HomeHero';
import { HomeSection } from './HomeSection';
import { HomeStats } from './HomeStats';
import { useFirstScreenLoad } from '@client/lib/useFirstScreenLoad';
import { FIRST_SCREEN } from '@client/pages/firstScreen';

// Below the fold on a phone: prerendered, each part is hydrated when it comes into view.
const SERVICES_PLACE = 'home-services';
const HomeServices = lazyBelowTheFold(
  SERVICES_PLACE,
  () => import(/* webpackChunkName: "home-services" */ './HomeServices'),
);
const EXPERTS_PLACE = 'home-experts';
const HomeExperts = lazyBelowTheFold(
  EXPERTS_PLACE,
  () => import(/* webpackChunkName: "home-experts" */ './HomeExperts'),
);

export default function HomePage() {
  usePageTitle();
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
        <div id={SERVICES_PLACE}>
          <Suspense fallback={null}>
            <HomeServices />
          </Suspense>
        </div>
      </HomeSection>
      <div id={EXPERTS_PLACE}>
        <Suspense fallback={null}>
          <HomeExperts />
        </Suspense>
      </div>
    </>
  );
}
