import { createElement } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { serviceIconFor } from './serviceIcons';

/** The MUI icon a service names, or the generic one. */
export function ServiceIcon({ name, ...props }: SvgIconProps & { name: string | null | undefined }) {
  return createElement(serviceIconFor(name), props);
}
