import { createElement, useEffect, useReducer } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { loadedServiceIcon, loadServiceIcon } from './serviceIcons';

/**
 * The MUI icon a service names, or the generic one. Each icon is loaded when first shown
 * (serviceIcons.ts); until then an empty icon of the same size holds its place, so nothing moves
 * when it arrives. A prerendered page's icons are loaded before it is hydrated (decision 027).
 */
export function ServiceIcon({ name, ...props }: SvgIconProps & { name: string | null | undefined }) {
  const icon = loadedServiceIcon(name);
  const [, iconLoaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (icon) return undefined;
    let shown = true;
    loadServiceIcon(name).then(
      () => shown && iconLoaded(),
      // The empty icon stays; the next time it is shown, the icon is asked for again.
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [name, icon]);
  return createElement(icon ?? SvgIcon, props);
}
