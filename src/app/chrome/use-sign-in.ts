import { useNavigate } from 'react-router-dom';
import type { LoginValues } from '../../features/auth';
import type { TokenResponse } from '../../shared/api';
import { HOME_OF_USER } from '../router/guard';
import { useServices } from '../services-context';
import { useAppDispatch } from '../store/hooks';
import { loginBoxClosed } from '../store/ui.slice';

/** Signs in with the form's values, closes the login box and goes to the user's home. */
export function useSignIn(): (values: LoginValues) => Promise<void> {
  const { session } = useServices();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async ({ username, password }) => {
    await session.signIn(username.trim(), password);
    dispatch(loginBoxClosed());
    await navigate(HOME_OF_USER);
  };
}

/** After registering: the new session is stored and the person goes to 个人中心 to join or create a school. */
export function useRegistered(goTo = '/userset'): (token: TokenResponse) => Promise<void> {
  const { session } = useServices();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (token) => {
    await session.signInWithToken(token);
    dispatch(loginBoxClosed());
    if (goTo) await navigate(goTo);
  };
}
