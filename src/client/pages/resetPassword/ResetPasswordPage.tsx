import { AuthCard } from '@client/components/AuthCard';
import { ResetPasswordForm } from '@client/features/authentication/ResetPasswordForm';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  return (
    <AuthCard title="Choose a new password" subtitle="Enter the code from the e-mail and your new password.">
      <ResetPasswordForm />
    </AuthCard>
  );
}
