import { useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import QRCode from 'qrcode';
import type { DisplayLink } from '../../../shared/api/large-screen';
import { LoadState, useLoad } from '../../../ui';
import { displayLinksApi, displayUrl } from '../api/display-links.api';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** The QR code of a display link's address. */
function LinkQr({ url }: { url: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    void QRCode.toDataURL(url, { margin: 1, width: 180 }).then(setSrc);
  }, [url]);
  return src ? <img src={src} alt="展示链接二维码" width={180} height={180} /> : null;
}

/** The one showing of a new link: its address to copy and its QR code. */
function NewLink({ link, onClose }: { link: DisplayLink; onClose(): void }) {
  const { message } = App.useApp();
  const url = displayUrl(link.token ?? '');
  const copy = () => {
    if (!navigator.clipboard) return message.info(url);
    void navigator.clipboard.writeText(url).then(
      () => message.success('展示链接已复制'),
      () => message.info(url),
    );
  };
  return (
    <Alert
      type="success"
      data-testid="new-display-link"
      message={`已生成展示链接「${link.label}」`}
      description={
        <Space orientation="vertical" align="center" style={{ width: '100%' }}>
          <LinkQr url={url} />
          <Typography.Text style={{ wordBreak: 'break-all' }} data-testid="display-url">
            {url}
          </Typography.Text>
          <Space wrap>
            <Button type="primary" onClick={copy}>
              复制链接
            </Button>
            <Button onClick={onClose}>我已保存</Button>
          </Space>
          <Typography.Text type="secondary">
            链接只显示这一次，请现在复制或扫码。在大屏电脑的浏览器打开即可只读展示本校数据，无需登录。
          </Typography.Text>
        </Space>
      }
    />
  );
}

/** 展示链接: the school's read-only large-screen links — list, make one (shown once), revoke. */
export function DisplayLinksDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const { data, loading, reload } = useLoad(open ? 'display-links' : null, displayLinksApi.list);
  const [made, setMade] = useState<DisplayLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [label, setLabel] = useState('');
  const create = async () => {
    setBusy(true);
    const link = await displayLinksApi.create(label.trim()).catch(() => null);
    setBusy(false);
    if (!link) return;
    setMade(link);
    setLabel('');
    reload();
  };
  const revoke = (id: string) =>
    displayLinksApi.revoke(id).then(
      () => {
        message.success('展示链接已撤销');
        if (made?.id === id) setMade(null);
        reload();
      },
      () => undefined,
    );
  const close = () => {
    setMade(null);
    onClose();
  };
  return (
    <Drawer open={open} onClose={close} size="min(640px, 100vw)" title="大屏展示链接">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          展示链接用于办公室、走廊等大屏：打开即可只读查看本校大屏，无需登录；不用时请撤销。
        </Typography.Text>
        <Space wrap>
          <span>名称</span>
          <Input
            aria-label="名称"
            maxLength={40}
            placeholder="如：办公室大屏"
            style={{ width: 200 }}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            onPressEnter={() => void create()}
          />
          <Button type="primary" loading={busy} onClick={() => void create()}>
            生成展示链接
          </Button>
        </Space>
        {made && <NewLink link={made} onClose={() => setMade(null)} />}
        {!data ? (
          <LoadState loading={loading} onRetry={reload} />
        ) : (
          <Table<DisplayLink>
            rowKey="id"
            size="small"
            aria-label="展示链接"
            scroll={{ x: 520 }}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={data}
            locale={{ emptyText: '还没有展示链接。' }}
            columns={[
              { title: '名称', dataIndex: 'label' },
              {
                title: '创建人',
                dataIndex: 'createdByName',
                render: (n?: string | null) => n ?? '—',
              },
              { title: '创建时间', dataIndex: 'createdAt', render: when },
              {
                title: '状态',
                key: 'status',
                render: (_: unknown, l) =>
                  l.revokedAt ? <Tag>已撤销</Tag> : <Tag color="green">有效</Tag>,
              },
              {
                title: '操作',
                key: 'ops',
                render: (_: unknown, l) =>
                  !l.revokedAt && (
                    <Popconfirm
                      title={`撤销「${l.label}」？`}
                      description="使用这个链接的大屏会立即停止显示。"
                      okText="撤销"
                      cancelText="取消"
                      onConfirm={() => revoke(l.id)}
                    >
                      <Button size="small" danger>
                        撤销
                      </Button>
                    </Popconfirm>
                  ),
              },
            ]}
          />
        )}
      </Space>
    </Drawer>
  );
}
