import { VerifyEmailForm } from '@client/features/authentication';
import { AuthPage } from '../AuthPage';

export default function VerifyEmailPage() {
  return (
    <AuthPage page="verifyEmail">
      <VerifyEmailForm />
    </AuthPage>
  );
}
