import { SignupForm } from '@client/features/authentication';
import { AuthPage } from '../AuthPage';

export default function SignupPage() {
  return (
    <AuthPage page="signup">
      <SignupForm />
    </AuthPage>
  );
}
