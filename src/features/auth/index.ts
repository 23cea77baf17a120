/** Login: the form, the 注册/登录 box and the /login page. */
export { LoginForm, type LoginFormProps, type LoginValues } from './components/login-form';
export { LoginBox, type LoginBoxProps } from './components/login-box';
export { LoginPage, type LoginPageProps } from './components/login-page';
export { useScrollLock } from './hooks/use-scroll-lock';
export { AuthPanel, type AuthPanelProps } from './components/auth-panel';
