import { useNavigate } from 'react-router-dom';
import { HomePage } from '../../features/home';
import { NotFoundPage } from '../../features/site/pages';
import { DEFAULT_LOGO } from '../chrome/brand';
import { useAppDispatch } from '../store/hooks';
import { loginBoxToggled } from '../store/ui.slice';

/** `/`: the public home page, its 注册/登录 toggling the app's login box. */
export function HomeRoute() {
  const dispatch = useAppDispatch();
  return <HomePage logoSrc={DEFAULT_LOGO} onLoginClick={() => dispatch(loginBoxToggled())} />;
}

/** `/404`. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFoundPage onHome={() => void navigate('/')} />;
}
