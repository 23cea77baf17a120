import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileQr } from './mobile-qr';

describe('移动端 QR popover', () => {
  it('shows nothing until hovered', () => {
    render(<MobileQr url="http://localhost:8080" />);
    expect(screen.getByRole('button', { name: /移动端/ })).toBeTruthy();
    expect(document.querySelector('.ant-popover')).toBeNull();
  });

  it('on hover opens a popover 190 px wide holding a QR code of the site', async () => {
    render(<MobileQr url="http://localhost:8080" />);
    fireEvent.mouseEnter(screen.getByRole('button', { name: /移动端/ }));
    const qr = await screen.findByRole('img', { name: '移动端二维码' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,.{200,}/);
    const popover = qr.closest<HTMLElement>('.ant-popover');
    expect(popover).not.toBeNull();
    expect(popover?.style.width).toBe('190px');
    expect(screen.getByText('手机扫码，随时查看作业与学情')).toBeTruthy();
  });
});
