import { ResetPasswordForm } from '@client/features/authentication';
import { AuthPage } from '../AuthPage';

export default function ResetPasswordPage() {
  return (
    <AuthPage page="resetPassword">
      <ResetPasswordForm />
    </AuthPage>
  );
}
