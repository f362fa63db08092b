import { RouterLink } from '@client/components/RouterLink';
import Button, { type ButtonProps } from '@mui/material/Button';

interface CtaButtonProps extends Omit<ButtonProps, 'href'> {
  to: string;
}

/** An app path goes through the router; an http(s) address opens as a plain link; anything else is dropped. */
export function CtaButton({ to, children, ...props }: CtaButtonProps) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Button component={RouterLink} to={to} {...props}>
        {children}
      </Button>
    );
  }
  if (/^https?:\/\//i.test(to)) {
    return (
      <Button href={to} rel="noopener noreferrer" {...props}>
        {children}
      </Button>
    );
  }
  return null;
}
