import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileQr } from './mobile-qr';

describe('移动端 QR popover', () => {
  it('shows nothing until hovered', () => {
    render(<MobileQr publicUrl="https://zuoye.school.edu.cn" />);
    expect(screen.getByRole('button', { name: /移动端/ })).toBeTruthy();
    expect(document.querySelector('.ant-popover')).toBeNull();
  });

  it('on hover opens a popover 190 px wide holding a QR code of the site', async () => {
    render(<MobileQr publicUrl="https://zuoye.school.edu.cn" />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: /移动端/ }));
    const qr = await screen.findByRole('img', { name: '移动端二维码' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,.{200,}/);
    const popover = qr.closest<HTMLElement>('.ant-popover');
    expect(popover).not.toBeNull();
    expect(popover?.style.width).toBe('190px');
    expect(screen.getByText('手机扫码，随时查看作业与学情')).toBeTruthy();
    expect(screen.queryByText(/未设置对外地址/)).toBeNull();
  });

  it("says plainly when no public address is set and the code holds this browser's address", async () => {
    render(<MobileQr publicUrl="" />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: /移动端/ }));
    await screen.findByRole('img', { name: '移动端二维码' });
    expect(screen.getByText(/未设置对外地址（VITE_PUBLIC_URL）/).textContent).toContain(
      window.location.origin,
    );
  });
});
