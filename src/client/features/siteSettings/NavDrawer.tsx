import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';

// The drawer (Modal, Slide, focus trap) loads on the first tap, not with every page.
const NavDrawerPanel = lazy(
  () => import(/* webpackChunkName: "nav-drawer", webpackPrefetch: true */ './NavDrawerPanel'),
);

/** Below the md breakpoint the bar's links move into this right-hand drawer. */
export function NavDrawer() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        aria-label="Open navigation"
        onClick={() => {
          setOpen(true);
          setLoaded(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <NavDrawerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
