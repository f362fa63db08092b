import { AuthCard } from '@client/components/AuthCard';
import { ForgotPasswordForm } from '@client/features/authentication/ForgotPasswordForm';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <AuthCard title="Forgot your password?" subtitle="We will e-mail you a code to choose a new one.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
