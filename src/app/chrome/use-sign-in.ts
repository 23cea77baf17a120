import { useNavigate } from 'react-router-dom';
import type { LoginValues } from '../../features/auth';
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
