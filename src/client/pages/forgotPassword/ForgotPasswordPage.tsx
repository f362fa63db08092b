import { AuthCard } from '../../components/AuthCard';
import { ForgotPasswordForm } from '../../features/session/ForgotPasswordForm';
import { usePageTitle } from '../../features/siteSettings/usePageTitle';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <AuthCard title="Forgot your password?" subtitle="We will e-mail you a code to choose a new one.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
