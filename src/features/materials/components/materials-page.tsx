import { useCallback, useState } from 'react';
import { Alert, App, Button, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { saveAs } from 'file-saver';
import { useNavigate } from 'react-router-dom';
import type { Material } from '../../../shared/api';
import { useLoad } from '../../../ui';
import { materialsApi } from '../api/materials.api';
import { PlacePicker, type Place } from './place-picker';
import { MaterialPreview } from './material-preview';
import { ShareDialog, UploadDialog } from './material-dialogs';
import './materials.css';

const KIND: Record<Material['preview'], string> = {
  pdf: 'PDF',
  image: '图片',
  word: 'Word',
  paper: '学校试卷',
  none: '文件',
};
const size = (n: number) =>
  n > 1024 * 1024
    ? `${(n / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(n / 1024))} KB`;

/** /schoolmaterials: the school's papers and documents by subject, textbook and chapter. */
export function MaterialsPage({ orgId }: { orgId: string | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [place, setPlace] = useState<Place>({});
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<'upload' | 'share' | null>(null);
  const [previewing, setPreviewing] = useState<Material | null>(null);
  const catalog = useLoad(
    'catalog',
    useCallback(() => materialsApi.catalog(), []),
  );
  const q = { ...place, keyword };
  const list = useLoad(
    orgId ? `${orgId}|${JSON.stringify(q)}` : null,
    useCallback(
      () =>
        materialsApi.list(orgId ?? '', {
          subjectId: place.subjectId,
          textbookId: place.textbookId,
          chapterId: place.chapterId,
          keyword,
        }),
      [orgId, place, keyword],
    ),
  );
  if (!orgId) return <Alert type="info" showIcon title="还没有加入学校" />;
  const done = (text: string) => {
    message.success(text);
    list.reload();
  };
  const download = async (m: Material) => {
    const blob = await materialsApi.file(orgId, m.id).catch(() => null);
    if (blob) saveAs(blob, m.fileName);
  };
  const copy = async (m: Material) => {
    const res = await materialsApi.copy(orgId, m.id).catch(() => null);
    if (!res) return;
    message.success(res.message);
    void navigate(`/paperset?paperId=${encodeURIComponent(res.data.id)}`);
  };
  return (
    <div className="page-frame materials-page">
      <Space className="materials-page__head" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          校本资料
        </Typography.Title>
        <Button type="primary" onClick={() => setDialog('upload')}>
          上传资料
        </Button>
        <Button onClick={() => setDialog('share')}>共享我的试卷</Button>
        <Button onClick={() => void navigate('/paperbinding')}>本周作业与进度</Button>
      </Space>
      <Space wrap style={{ margin: '12px 0' }}>
        {catalog.data && <PlacePicker catalog={catalog.data} value={place} onChange={setPlace} />}
        <Input.Search
          aria-label="搜索资料"
          placeholder="资料名称"
          allowClear
          onSearch={setKeyword}
          style={{ width: 200 }}
        />
      </Space>
      <Table<Material>
        rowKey="id"
        size="small"
        aria-label="校本资料"
        loading={list.loading}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: '还没有校本资料：上传试卷、讲义或图片，或共享你的试卷' }}
        columns={[
          {
            title: '名称',
            dataIndex: 'title',
            render: (t: string, r) => (
              <Typography.Link onClick={() => setPreviewing(r)}>{t}</Typography.Link>
            ),
          },
          {
            title: '类型',
            dataIndex: 'preview',
            width: 90,
            render: (p: Material['preview']) => (
              <Tag color={p === 'paper' ? 'blue' : 'default'}>{KIND[p]}</Tag>
            ),
          },
          { title: '学科', dataIndex: 'subjectName', width: 80 },
          { title: '章节', dataIndex: 'chapterName', render: (c: string | null) => c ?? '—' },
          {
            title: '大小',
            dataIndex: 'size',
            width: 80,
            render: (n: number, r) => (r.kind === 'paper' ? '—' : size(n)),
          },
          {
            title: '上传',
            key: 'by',
            width: 160,
            render: (_: unknown, r) => `${r.uploader} ${r.createdAt.slice(0, 10)}`,
          },
          {
            title: '操作',
            key: 'ops',
            render: (_: unknown, r) => (
              <Space>
                <Button size="small" onClick={() => setPreviewing(r)}>
                  预览
                </Button>
                {r.kind === 'paper' ? (
                  <Button size="small" onClick={() => void copy(r)}>
                    复制到我的试卷
                  </Button>
                ) : (
                  <Button size="small" onClick={() => void download(r)}>
                    下载
                  </Button>
                )}
                {r.canDelete && (
                  <Popconfirm
                    title={`删除“${r.title}”？`}
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() =>
                      materialsApi.remove(orgId, r.id).then(
                        (res) => done(res.message),
                        () => undefined,
                      )
                    }
                  >
                    <Button size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {catalog.data && (
        <UploadDialog
          open={dialog === 'upload'}
          orgId={orgId}
          catalog={catalog.data}
          initial={place}
          onClose={(t) => {
            setDialog(null);
            if (t) done(t);
          }}
        />
      )}
      {catalog.data && (
        <ShareDialog
          open={dialog === 'share'}
          orgId={orgId}
          catalog={catalog.data}
          onClose={(t) => {
            setDialog(null);
            if (t) done(t);
          }}
        />
      )}
      {previewing && (
        <MaterialPreview
          orgId={orgId}
          material={previewing}
          onClose={() => setPreviewing(null)}
          onCopy={() => void copy(previewing)}
        />
      )}
    </div>
  );
}
