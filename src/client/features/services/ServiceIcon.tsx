import { createElement, Suspense, use, useEffect } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import {
  forgetFailedServiceIcon,
  hasServiceIconFailed,
  loadedServiceIcon,
  waitForServiceIcon,
} from './serviceIcons';

type ServiceIconProps = SvgIconProps & { name: string | null | undefined };

/**
 * The MUI icon a service names, or the generic one. Each icon is a chunk loaded when first shown
 * (serviceIcons.ts), inside a boundary of its own: until it arrives an empty icon of the same size
 * holds its place, so nothing moves. A prerendered icon keeps the server's markup until its chunk has
 * loaded and then hydrates, so a page never waits for its icons before hydrating (decision 044).
 */
export function ServiceIcon({ name, ...props }: ServiceIconProps) {
  // A load that failed is asked for again the next time the icon is shown.
  useEffect(() => () => forgetFailedServiceIcon(name), [name]);
  return (
    <Suspense fallback={createElement(SvgIcon, props)}>
      <LoadedServiceIcon name={name} {...props} />
    </Suspense>
  );
}

function LoadedServiceIcon({ name, ...props }: ServiceIconProps) {
  const icon =
    loadedServiceIcon(name) ??
    (hasServiceIconFailed(name) ? SvgIcon : (use(waitForServiceIcon(name)) ?? SvgIcon));
  return createElement(icon, props);
}
