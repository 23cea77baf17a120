import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { LoginForm } from './login-form';

function setup(onSubmit = vi.fn(() => Promise.resolve())) {
  render(<LoginForm onSubmit={onSubmit} />);
  return {
    onSubmit,
    username: screen.getByPlaceholderText('用户名'),
    password: screen.getByPlaceholderText('密码'),
    submit: screen.getByRole('button', { name: /登\s*录/ }),
  };
}

describe('LoginForm', () => {
  it('says 请输入用户名 when the empty username loses focus', async () => {
    const { username } = setup();
    fireEvent.focus(username);
    fireEvent.blur(username);
    expect(await screen.findByText(MESSAGES.usernameRequired)).toBeTruthy();
  });

  it('says 请输入密码 as soon as the password is changed to empty, without a blur', async () => {
    const { password } = setup();
    fireEvent.change(password, { target: { value: 'x' } });
    fireEvent.change(password, { target: { value: '' } });
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeTruthy();
  });

  it('does not check the username while typing', async () => {
    const { username, password } = setup();
    fireEvent.change(username, { target: { value: 'a' } });
    fireEvent.change(username, { target: { value: '' } });
    fireEvent.change(password, { target: { value: 'p' } });
    await waitFor(() => expect(screen.queryByText(MESSAGES.passwordRequired)).toBeNull());
    expect(screen.queryByText(MESSAGES.usernameRequired)).toBeNull();
  });

  it('shows both messages on an empty submit and does not submit', async () => {
    const { submit, onSubmit } = setup();
    fireEvent.click(submit);
    expect(await screen.findByText(MESSAGES.usernameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the username and password', async () => {
    const { username, password, submit, onSubmit } = setup();
    fireEvent.change(username, { target: { value: 'teacher' } });
    fireEvent.change(password, { target: { value: 'teacher123' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ username: 'teacher', password: 'teacher123' }),
    );
  });

  it('stays usable when signing in fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('400')));
    const { username, password, submit } = setup(onSubmit);
    fireEvent.change(username, { target: { value: 'teacher' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit.className).not.toContain('loading'));
  });
});
