import type { ReactNode } from 'react';
import { Typography } from 'antd';
import './site-page.css';

/** The frame of the site's text pages (about us, agreement). */
export function SitePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="site-page">
      <Typography.Title>{title}</Typography.Title>
      {children}
    </div>
  );
}
