import { useCallback, useState } from 'react';
import { Input, Modal, Select, Space, Typography, Upload, type UploadFile } from 'antd';
import { MATERIAL_LIMITS, type BankCatalog } from '../../../shared/api';
import { useLoad } from '../../../ui';
import { materialsApi } from '../api/materials.api';
import { PlacePicker, type Place } from './place-picker';

/** 上传资料: a PDF, Word file or picture filed under a subject, textbook and chapter. */
export function UploadDialog({
  open,
  orgId,
  catalog,
  initial,
  onClose,
}: {
  open: boolean;
  orgId: string;
  catalog: BankCatalog;
  initial: Place;
  onClose(done?: string): void;
}) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [title, setTitle] = useState('');
  const [place, setPlace] = useState<Place>(initial);
  const [busy, setBusy] = useState(false);
  const file = files[0]?.originFileObj;
  const send = async () => {
    if (!file) return;
    setBusy(true);
    const res = await materialsApi
      .upload(orgId, file, {
        title: title || file.name.replace(/\.[^.]+$/, ''),
        subjectId: place.subjectId ?? '',
        textbookId: place.textbookId ?? '',
        chapterId: place.chapterId ?? '',
      })
      .catch(() => null);
    setBusy(false);
    if (!res) return;
    setFiles([]);
    setTitle('');
    onClose(res.message);
  };
  return (
    <Modal
      title="上传资料"
      open={open}
      onCancel={() => onClose()}
      onOk={() => void send()}
      okText="上传"
      okButtonProps={{ disabled: !file || !place.subjectId, loading: busy }}
      width={640}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Upload
          accept={MATERIAL_LIMITS.accept}
          maxCount={1}
          fileList={files}
          beforeUpload={() => false}
          onChange={({ fileList }) => setFiles(fileList.slice(-1))}
        >
          <Typography.Link>选择文件</Typography.Link>
        </Upload>
        <Typography.Text type="secondary">
          支持 {MATERIAL_LIMITS.types}，最大 20 MB。
        </Typography.Text>
        <Input
          aria-label="资料名称"
          placeholder="资料名称（默认用文件名）"
          value={title}
          maxLength={60}
          onChange={(e) => setTitle(e.target.value)}
        />
        <PlacePicker catalog={catalog} value={place} onChange={setPlace} />
      </Space>
    </Modal>
  );
}

/** 共享我的试卷: one of my papers becomes a school paper others can copy. */
export function ShareDialog({
  open,
  orgId,
  catalog,
  onClose,
}: {
  open: boolean;
  orgId: string;
  catalog: BankCatalog;
  onClose(done?: string): void;
}) {
  const papers = useLoad(
    open ? orgId : null,
    useCallback(() => materialsApi.bindable(orgId), [orgId]),
  );
  const [paperId, setPaperId] = useState<string>();
  const [place, setPlace] = useState<Place>({});
  const send = async () => {
    if (!paperId) return;
    const res = await materialsApi
      .share(orgId, {
        paperId,
        textbookId: place.textbookId ?? null,
        chapterId: place.chapterId ?? null,
      })
      .catch(() => null);
    if (res) onClose(res.message);
  };
  return (
    <Modal
      title="共享我的试卷"
      open={open}
      onCancel={() => onClose()}
      onOk={() => void send()}
      okText="共享"
      okButtonProps={{ disabled: !paperId }}
      width={640}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          aria-label="试卷"
          placeholder="选择我的试卷"
          style={{ width: '100%' }}
          value={paperId}
          onChange={setPaperId}
          options={(papers.data ?? [])
            .filter((p) => p.mine)
            .map((p) => ({ value: p.id, label: `${p.title}（${p.subjectName}）` }))}
        />
        <Typography.Text type="secondary">可选：挂到教材章节，方便同事按章节查找。</Typography.Text>
        <PlacePicker catalog={catalog} value={place} onChange={setPlace} />
      </Space>
    </Modal>
  );
}
