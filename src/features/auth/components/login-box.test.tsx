import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoginBox } from './login-box';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        注册/登录
      </button>
      <LoginBox
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={vi.fn()}
        onRegistered={vi.fn()}
      />
    </>
  );
}

describe('LoginBox', () => {
  it('toggles open and closed and locks page scrolling while open', () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: '注册/登录' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(toggle);
    expect(screen.getByRole('dialog', { name: '注册/登录' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.click(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from its close button and from the mask, but not from a click inside', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '注册/登录' }));
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '注册/登录' }));
    const mask = screen.getByRole('dialog').parentElement;
    if (mask) fireEvent.click(mask);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
