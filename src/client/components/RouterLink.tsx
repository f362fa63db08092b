import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useMatch, useResolvedPath, type To } from 'react-router';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * A link inside the app: a real anchor whose plain click moves the router instead of loading a page
 * (a modified or middle click, or another target, is left to the browser). react-router's own Link
 * also brings route-module prefetching and view transitions, which this app does not use, into every
 * page's first download (decision 024).
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const followLink = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) followLink(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

export interface RouterNavLinkProps extends RouterLinkProps {
  /** Active only on its own path, not below it. */
  end?: boolean;
}

/** A RouterLink that says when it leads to the page shown: `aria-current="page"` and the class `active`. */
export const RouterNavLink = forwardRef<HTMLAnchorElement, RouterNavLinkProps>(function RouterNavLink(
  { end = false, className, ...props },
  ref,
) {
  const { pathname } = useResolvedPath(props.to);
  const active = useMatch({ path: pathname, end }) !== null;
  return (
    <RouterLink
      {...props}
      ref={ref}
      aria-current={active ? 'page' : undefined}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
    />
  );
});
