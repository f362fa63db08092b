import { AuthCard } from '@client/components/AuthCard';
import { LoginForm } from '@client/features/authentication/LoginForm';
import { usePageTitle } from '@client/features/siteSettings/usePageTitle';

export default function LoginPage() {
  usePageTitle('Log in');
  return (
    <AuthCard title="Log in" subtitle="Welcome back. Log in to follow your projects and profile.">
      <LoginForm />
    </AuthCard>
  );
}
