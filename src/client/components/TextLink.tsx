import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { alpha, styled, type Theme } from '@mui/material/styles';
import { RouterLink } from './RouterLink';

interface LinkStyle {
  tone: 'primary' | 'inherit';
  underline: 'always' | 'hover';
  variant: 'inherit' | 'body2';
}

const STYLE_PROPS = new Set(['tone', 'underline', 'variant']);
const shouldForwardProp = (prop: string) => !STYLE_PROPS.has(prop);

const linkStyles = ({ theme, tone, underline, variant }: LinkStyle & { theme: Theme }) => ({
  ...(variant === 'body2' ? theme.typography.body2 : {}),
  color: tone === 'inherit' ? 'inherit' : theme.palette.primary.main,
  textDecoration: underline === 'hover' ? 'none' : 'underline',
  textDecorationColor: tone === 'inherit' ? 'inherit' : alpha(theme.palette.primary.main, 0.4),
  '&:hover': { textDecoration: 'underline', textDecorationColor: 'inherit' },
});

const Anchor = styled('a', { shouldForwardProp })<LinkStyle>(linkStyles);
const RouterAnchor = styled(RouterLink, { shouldForwardProp })<LinkStyle>(linkStyles);

type TextLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> &
  Partial<LinkStyle> & { children: ReactNode } & (
    { to: string; href?: never } | { href: string; to?: never }
  );

/**
 * A link in running text, drawn as MUI's Link (primary and underlined, or in the text's colour and
 * underlined on hover): `to` for a page of the app, `href` for anything else. Used on the first
 * screens, where MUI's Link would bring Typography's variants along (decision 024).
 */
export function TextLink({
  to,
  tone = 'primary',
  underline = 'always',
  variant = 'inherit',
  ...rest
}: TextLinkProps) {
  const style = { tone, underline, variant };
  return to !== undefined ? <RouterAnchor to={to} {...style} {...rest} /> : <Anchor {...style} {...rest} />;
}
