import { VerifyEmailForm } from '@client/features/authentication/VerifyEmailForm';
import { AuthPage } from '../AuthPage';

export default function VerifyEmailPage() {
  return (
    <AuthPage page="verifyEmail">
      <VerifyEmailForm />
    </AuthPage>
  );
}
