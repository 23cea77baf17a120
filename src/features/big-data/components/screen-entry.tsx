import { useState } from 'react';
import { Button, Space } from 'antd';
import { useLoad } from '../../../ui';
import { displayLinksApi } from '../api/display-links.api';
import { DisplayLinksDrawer } from './display-links-drawer';

/** 大屏展示 and 展示链接 on the /bigData header: shown to the school's administrators only. */
export function ScreenEntry() {
  const { data: admin } = useLoad('screen-admin', displayLinksApi.isAdministrator);
  const [open, setOpen] = useState(false);
  if (!admin) return null;
  return (
    <Space wrap>
      <Button href="/largescreen" target="_blank" rel="noopener">
        大屏展示
      </Button>
      <Button onClick={() => setOpen(true)}>展示链接</Button>
      <DisplayLinksDrawer open={open} onClose={() => setOpen(false)} />
    </Space>
  );
}
