import { useNavigate } from 'react-router-dom';
import { LoginPage } from '../../features/auth';
import { HomePage } from '../../features/home';
import { NotFoundPage } from '../../features/site';
import { AgreementLink } from '../chrome/agreement-link';
import { DEFAULT_LOGO } from '../chrome/brand';
import { useRegistered, useSignIn } from '../chrome/use-sign-in';
import { useAppDispatch } from '../store/hooks';
import { loginBoxToggled } from '../store/ui.slice';

/** `/`: the public home page, its 注册/登录 toggling the app's login box. */
export function HomeRoute() {
  const dispatch = useAppDispatch();
  return <HomePage logoSrc={DEFAULT_LOGO} onLoginClick={() => dispatch(loginBoxToggled())} />;
}

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

/** `/404`. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFoundPage onHome={() => void navigate('/')} />;
}
