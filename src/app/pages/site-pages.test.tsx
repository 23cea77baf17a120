import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render.fixture';
import { buildSignedInServices } from '../signed-in.fixture';

describe('/aboutUs and /protocol', () => {
  it('/aboutUs tells who we are, the product family and the support', async () => {
    renderApp('/aboutUs', buildSignedInServices());
    expect(await screen.findByRole('heading', { level: 1, name: '关于我们' })).toBeTruthy();
    expect(screen.getByText(/我们专注于学校的教学数据化/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '产品家族' })).toBeTruthy();
    for (const name of ['智能作业系统', '理科考试系统', '宿舍睡眠系统']) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    expect(screen.getByText(/组卷、打印、扫描、网阅与学情分析，覆盖日常作业的全过程/)).toBeTruthy();
    expect(screen.getByText(/软件更新、硬件服务、7\*24h 售后响应。/)).toBeTruthy();
  });

  it('/protocol shows the user agreement, section by section', async () => {
    renderApp('/protocol', buildSignedInServices());
    expect(await screen.findByRole('heading', { level: 1, name: '用户协议' })).toBeTruthy();
    expect(screen.getByText(/登录即表示你已阅读并同意以下条款/)).toBeTruthy();
    for (const title of ['一、服务内容', '二、账号与安全', '三、学生信息与数据', '六、技术支持']) {
      expect(screen.getByRole('heading', { level: 4, name: title })).toBeTruthy();
    }
    expect(screen.getByText(/我们不会向第三方出售或提供这些数据/)).toBeTruthy();
  });
});
