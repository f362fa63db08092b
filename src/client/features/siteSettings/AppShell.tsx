import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { Spinner } from '@client/components/Spinner';
import { SiteHead } from './SiteHead';
import { TopBar } from './TopBar';

// Below the fold: its links and icons need not hold up the first paint.
const Footer = lazy(() =>
  import(/* webpackChunkName: "footer" */ './Footer').then((m) => ({ default: m.Footer })),
);

/** The layout route: bar, the lazily loaded page, footer. */
export function AppShell() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHead />
      <TopBar />
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
