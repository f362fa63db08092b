// Stands in for MUI's TouchRipple inside ButtonBase in the client build (webpack.config.js,
// docs/performance.md#initial-javascript). ButtonBase mounts its ripple only on the first press or
// keyboard focus, so the ripple's code (with react-transition-group) can come then too, as a chunk of
// its own, instead of with every page's first download. It is fetched at the visitor's first pointer
// hover or key press (not at a focus: a page's autofocus would fetch it at once), so a press usually
// finds it there; a press that comes first (a tap) shows no ripple while it loads, and every later
// one does.

import { lazy, Suspense, type ComponentType, type Ref } from 'react';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';

type RippleProps = TouchRippleProps & { ref?: Ref<TouchRippleActions> };
/** MUI types its ripple as a render function; it is a component that takes a ref. */
type TouchRippleComponent = ComponentType<RippleProps>;

let loading: Promise<{ default: TouchRippleComponent }> | null = null;
const load = () =>
  (loading ??= import(
    /* webpackChunkName: "touch-ripple" */ '@mui/material/ButtonBase/TouchRipple'
  ) as Promise<{
    default: TouchRippleComponent;
  }>);

/** Where the ripple's code could not be loaded (offline, say), buttons work on without a ripple. */
const NoRipple = () => null;

const TouchRipple = lazy(() =>
  load().catch(() => {
    loading = null;
    return { default: NoRipple };
  }),
);

if (typeof document !== 'undefined') {
  const preload = () => {
    document.removeEventListener('pointerover', preload, true);
    document.removeEventListener('keydown', preload, true);
    load().catch(() => {
      // The first ripple tries again.
      loading = null;
    });
  };
  document.addEventListener('pointerover', preload, { capture: true, passive: true });
  document.addEventListener('keydown', preload, { capture: true, passive: true });
}

/** ButtonBase hands its ripple a ref, a prop like any other since React 19. */
function DeferredTouchRipple(props: RippleProps) {
  return (
    <Suspense fallback={null}>
      <TouchRipple {...props} />
    </Suspense>
  );
}

export default DeferredTouchRipple;
