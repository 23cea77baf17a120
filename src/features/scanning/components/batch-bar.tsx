import { App, Button, Checkbox, Form, Select, Space } from 'antd';
import { DeleteOutlined, SettingOutlined } from '@ant-design/icons';
import type { ClassItem, PaperListItem, PracticeBatchItem, ScanBatch } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import {
  practiceOfValue,
  practiceValue,
  renderTargetOption,
  targetOptions,
} from './target-options';

/** The confirmation text of deleting a batch. */
export const DELETE_BATCH_TEXT = '删除后该批次的扫描结果不再计入，原始文件仍保留以备核查';

const NEW_BATCH = '';

/** How a batch is named: its start and its pages. */
export const batchLabel = (b: ScanBatch) =>
  `${b.createdAt.slice(0, 16).replace('T', ' ')}（${b.counts.pages} 页）`;

/** What the bar shows and changes. */
export interface BatchBarProps {
  papers: readonly PaperListItem[];
  classes: readonly ClassItem[];
  taught: ReadonlySet<string>;
  paperId: string | null;
  /** The practice batch (错题重练) being scanned instead of a paper: its label. */
  practice?: string | null;
  /** Its id. */
  practiceId?: string | null;
  /** The practice batches the teacher may scan (the 错题练习 group of 试卷). */
  practices?: readonly PracticeBatchItem[];
  classIds: readonly string[];
  batch: ScanBatch | null;
  batches: readonly ScanBatch[];
  onPaper(id: string): void;
  /** A practice batch chosen instead of a paper. */
  onPractice?(id: string): void;
  /** The 试卷 list opened (the practice batches' counts are then fetched again). */
  onOpenList?(): void;
  onClasses(ids: string[]): void;
  onBatch(id: string | null): void;
  onSettings(): void;
  onDeleted(): void;
}

/** 试卷, 班级 and 扫描批次 (a new one is created when scanning starts), 扫描设置, 删除批次. */
export function BatchBar(props: BatchBarProps) {
  const { papers, classes, taught, paperId, classIds, batch, batches, practice } = props;
  const practiceId = practice ? (props.practiceId ?? null) : null;
  const options = targetOptions(
    papers,
    props.practices ?? [],
    practiceId ? { id: practiceId, label: practice ?? '' } : null,
  );
  const { modal, message } = App.useApp();
  const remove = () => {
    if (!batch) return;
    void modal.confirm({
      title: '删除扫描批次？',
      content: DELETE_BATCH_TEXT,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await scanApi.deleteBatch(batch.id);
        void message.success('已删除扫描批次');
        props.onDeleted();
      },
    });
  };
  return (
    <Form layout="vertical" className="scan-batch-bar">
      <Space wrap align="end" size="middle">
        <Form.Item label="试卷" htmlFor="scan-paper">
          <Select
            id="scan-paper"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择试卷"
            style={{ width: 320, maxWidth: '100%' }}
            value={practiceId ? practiceValue(practiceId) : (paperId ?? undefined)}
            options={options}
            optionRender={renderTargetOption}
            onOpenChange={(open) => open && props.onOpenList?.()}
            onChange={(value: string) => {
              const chosen = practiceOfValue(value);
              if (chosen === null) props.onPaper(value);
              else if (chosen !== practiceId) props.onPractice?.(chosen);
            }}
          />
        </Form.Item>
        <Form.Item label="扫描批次" htmlFor="scan-batch">
          <Select
            id="scan-batch"
            style={{ width: 260, maxWidth: '100%' }}
            disabled={!paperId && !practice}
            value={batch?.id ?? NEW_BATCH}
            options={[
              { value: NEW_BATCH, label: '新批次（开始扫描时创建）' },
              ...batches.map((b) => ({ value: b.id, label: batchLabel(b) })),
            ]}
            onChange={(id: string) => props.onBatch(id || null)}
          />
        </Form.Item>
        <Button icon={<SettingOutlined />} onClick={props.onSettings}>
          扫描设置
        </Button>
        {batch && (
          <Button danger icon={<DeleteOutlined />} onClick={remove}>
            删除批次
          </Button>
        )}
      </Space>
      <Form.Item label="班级" hidden={!!practice}>
        <Checkbox.Group
          aria-label="班级"
          disabled={!paperId || batch !== null}
          value={[...classIds]}
          onChange={(ids) => props.onClasses(ids)}
          options={classes.map((c) => ({
            value: c.id,
            label: taught.has(c.id) ? `${c.name}（任教）` : c.name,
          }))}
        />
      </Form.Item>
    </Form>
  );
}
