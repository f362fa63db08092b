import { LoginForm } from '@client/features/authentication';
import { AuthPage } from '../AuthPage';

export default function LoginPage() {
  return (
    <AuthPage page="login">
      <LoginForm />
    </AuthPage>
  );
}
