import { useEffect, useState } from 'react';
import { Button, Form, Modal, Radio, Select } from 'antd';
import { settingsDialogWidth } from '../model/dialog-width';
import type { PageSizeCode, SavedScanSettings, ScannerOption } from '../scanning.slice';

/** Paper sizes of the dialog with their codes (A4 = 1, A3 = 11, B5 = 2, B4 = 6, 16k = 0). */
export const PAPER_SIZES: { label: string; value: PageSizeCode }[] = [
  { label: 'A4', value: 1 },
  { label: 'A3', value: 11 },
  { label: 'B5', value: 2 },
  { label: 'B4', value: 6 },
  { label: '16k', value: 0 },
];

const YES_NO: { label: string; value: boolean }[] = [
  { label: '是', value: true },
  { label: '否', value: false },
];

/** One labelled row of radio choices. */
function Choice<T extends boolean | number>(props: {
  label: string;
  options: { label: string; value: T }[];
  value: T;
  onChange(value: T): void;
}) {
  return (
    <Form.Item label={props.label}>
      <Radio.Group
        aria-label={props.label}
        options={props.options}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as T)}
      />
    </Form.Item>
  );
}

/** The window's width, followed on resize. */
function useScreenWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** What the dialog shows and does. */
export interface ScanSettingsDialogProps {
  open: boolean;
  scanners: readonly ScannerOption[];
  value: SavedScanSettings;
  onSave(settings: SavedScanSettings): void;
  onCancel(): void;
}

/**
 * 扫描设置 (spec section 2): scanner (placeholder 请选择扫描仪), 自适应 是/否, 纸张大小 only when
 * 自适应 is 否, 分配给学科教师 是/否, 保存. Clicking outside and Escape do not close it; its width
 * is 80% under 550 px, 30% under 1400 px, else 25%.
 */
export function ScanSettingsDialog(props: ScanSettingsDialogProps) {
  const { open, scanners, value, onSave, onCancel } = props;
  const [draft, setDraft] = useState(value);
  const width = settingsDialogWidth(useScreenWidth());
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  const set = (patch: Partial<SavedScanSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const chosen = scanners.some((s) => s.id === draft.scannerModel) ? draft.scannerModel : undefined;

  return (
    <Modal
      open={open}
      title="扫描设置"
      width={width}
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={() => onSave(draft)}>
          保存
        </Button>
      }
    >
      <Form layout="vertical" aria-label="扫描设置">
        <Form.Item label="扫描仪" htmlFor="scan-scanner">
          <Select
            id="scan-scanner"
            placeholder="请选择扫描仪"
            value={chosen}
            options={scanners.map((s) => ({ label: s.name, value: s.id }))}
            onChange={(scannerModel: number) => set({ scannerModel })}
            notFoundContent="未检测到扫描仪"
          />
        </Form.Item>
        <Choice
          label="自适应"
          options={YES_NO}
          value={draft.adaptive}
          onChange={(adaptive) => set({ adaptive })}
        />
        {!draft.adaptive && (
          <Choice
            label="纸张大小"
            options={PAPER_SIZES}
            value={draft.pageSize}
            onChange={(pageSize) => set({ pageSize })}
          />
        )}
        <Choice
          label="分配给学科教师"
          options={YES_NO}
          value={draft.scanSubject}
          onChange={(scanSubject) => set({ scanSubject })}
        />
      </Form>
    </Modal>
  );
}
