import { ForgotPasswordForm } from '@client/features/authentication';
import { AuthPage } from '../AuthPage';

export default function ForgotPasswordPage() {
  return (
    <AuthPage page="forgotPassword">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
