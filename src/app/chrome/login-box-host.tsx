import { LoginBox } from '../../features/auth';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { loginBoxClosed } from '../store/ui.slice';
import { AgreementLink } from './agreement-link';
import { useRegistered, useSignIn } from './use-sign-in';

/** The 注册/登录 box of the whole app, opened and closed through the ui slice. */
export function LoginBoxHost() {
  const open = useAppSelector((state) => state.ui.loginBoxOpen);
  const dispatch = useAppDispatch();
  const signIn = useSignIn();
  const registered = useRegistered();
  return (
    <LoginBox
      open={open}
      onClose={() => dispatch(loginBoxClosed())}
      onSubmit={signIn}
      onRegistered={registered}
      footer={<AgreementLink />}
    />
  );
}
