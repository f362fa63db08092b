import { AuthCard } from '@client/components/AuthCard';
import { VerifyEmailForm } from '@client/features/authentication/VerifyEmailForm';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';

export default function VerifyEmailPage() {
  usePageTitle('Verify email');
  return (
    <AuthCard title="Verify your email" subtitle="Enter the 6-digit PIN we sent to your email address.">
      <VerifyEmailForm />
    </AuthCard>
  );
}
