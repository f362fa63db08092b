import { Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { lazyBelowTheFold } from '@client/components/lazyWithTimeout';
import { Spinner } from '@client/components/Spinner';
import { OfflineNotice } from '@client/features/authentication';
import { SiteHead } from './SiteHead';
import { TopBar } from './TopBar';

const FOOTER_PLACE = 'site-footer';

// Below the fold: a prerendered footer is hydrated when it comes into view; until then its
// links are the server's plain ones.
const Footer = lazyBelowTheFold(FOOTER_PLACE, () =>
  import(/* webpackChunkName: "footer" */ './Footer').then((m) => ({ default: m.Footer })),
);

/** The window's height less the app bar's (56 px on a phone, 64 px from the small breakpoint). */
const MAIN_MIN_HEIGHT = { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' };

/** The layout route: bar, the lazily loaded page, footer, and the notice of a lost connection. */
export function AppShell() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHead />
      {/* A boundary of its own: a prerendered page hydrates the bar, the page and the footer each
          in parts the browser can interleave with input, not in one pass with the shell. */}
      <Suspense fallback={null}>
        <TopBar />
      </Suspense>
      {/* At least the window below the bar: the footer starts below the fold, so a page that grows
          as it loads never moves anything in view. */}
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minHeight: MAIN_MIN_HEIGHT }}
      >
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <div id={FOOTER_PLACE}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </div>
      <OfflineNotice />
    </Box>
  );
}
