import { LoginForm } from '@client/features/authentication/LoginForm';
import { AuthPage } from '../AuthPage';

export default function LoginPage() {
  return (
    <AuthPage page="login">
      <LoginForm />
    </AuthPage>
  );
}
