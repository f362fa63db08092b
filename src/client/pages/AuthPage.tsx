import type { ReactNode } from 'react';
import { AuthCard } from '@client/components/AuthCard';
import { usePageTitle } from '@client/features/siteSettings';

// The account screens: each one form in the narrow card, under its title.
const AUTH_PAGES = {
  login: {
    pageTitle: 'Log in',
    title: 'Log in',
    subtitle: 'Welcome back. Log in to follow your projects and profile.',
  },
  signup: {
    pageTitle: 'Sign up',
    title: 'Create your account',
    subtitle: 'We will e-mail you a 6-digit PIN to verify your address.',
  },
  verifyEmail: {
    pageTitle: 'Verify email',
    title: 'Verify your email',
    subtitle: 'Enter the 6-digit PIN we sent to your email address.',
  },
  forgotPassword: {
    pageTitle: 'Forgot password',
    title: 'Forgot your password?',
    subtitle: 'We will e-mail you a code to choose a new one.',
  },
  resetPassword: {
    pageTitle: 'Reset password',
    title: 'Choose a new password',
    subtitle: 'Enter the code from the e-mail and your new password.',
  },
} as const;

/** One account screen: its page title, and its form in the card. */
export function AuthPage({ page, children }: { page: keyof typeof AUTH_PAGES; children: ReactNode }) {
  const { pageTitle, title, subtitle } = AUTH_PAGES[page];
  usePageTitle(pageTitle);
  return (
    <AuthCard title={title} subtitle={subtitle} wide={page === 'signup'}>
      {children}
    </AuthCard>
  );
}
