import { LoginPage } from '../../features/auth';
import { AgreementLink } from '../chrome/agreement-link';
import { DEFAULT_LOGO } from '../chrome/brand';
import { useRegistered, useSignIn } from '../chrome/use-sign-in';

/** `/login`. */
export function LoginRoute() {
  const signIn = useSignIn();
  const registered = useRegistered();
  return (
    <LoginPage
      logoSrc={DEFAULT_LOGO}
      onSubmit={signIn}
      onRegistered={registered}
      footer={<AgreementLink />}
    />
  );
}
