import { useEffect, useState } from 'react';
import { Alert, App, Checkbox, Modal, Spin, Typography } from 'antd';
import type { ClassItem } from '../../../shared/api';
import { paperListApi } from '../api/paperlist.api';

/** The paper being assigned. */
export interface AssignTarget {
  id: string;
  title: string;
  classes: { id: string; name: string }[];
}

/** What the dialog found: the school year and its classes, or why there are none. */
type Loaded =
  | { kind: 'loading' }
  | { kind: 'no-year' }
  | { kind: 'ready'; yearName: string; classes: ClassItem[]; taught: Set<string> };

/** 布置到班级: classes of the teacher's school year (the taught ones marked and first). */
export function AssignDialog(props: {
  target: AssignTarget | null;
  onClose(): void;
  onAssigned(): void;
}) {
  const { target, onClose, onAssigned } = props;
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!target) return;
    let live = true;
    setLoaded({ kind: 'loading' });
    setChosen(target.classes.map((c) => c.id));
    (async () => {
      const info = await paperListApi.gradeInfo();
      if (!info.classDefaultId || !info.orgDefaultId) return live && setLoaded({ kind: 'no-year' });
      const classes = await paperListApi.classesOf(info.orgDefaultId, info.classDefaultId);
      const taught = new Set(info.classes.map((c) => c.id));
      const ordered = [
        ...classes.filter((c) => taught.has(c.id)),
        ...classes.filter((c) => !taught.has(c.id)),
      ];
      if (live)
        setLoaded({
          kind: 'ready',
          yearName: info.classDefaultName ?? '',
          classes: ordered,
          taught,
        });
    })().catch(() => live && setLoaded({ kind: 'no-year' }));
    return () => {
      live = false;
    };
  }, [target]);

  const ok = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await paperListApi.assign(target.id, chosen);
      void message.success(chosen.length ? '已布置到所选班级' : '已取消布置');
      onAssigned();
    } catch {
      // the app has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target ? `布置到班级：${target.title}` : '布置到班级'}
      okText="确定布置"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: loaded.kind !== 'ready' }}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
    >
      {loaded.kind === 'loading' && <Spin />}
      {loaded.kind === 'no-year' && <Alert type="warning" showIcon title="请先在顶部选择学年" />}
      {loaded.kind === 'ready' && (
        <>
          <Typography.Paragraph type="secondary">学年：{loaded.yearName}</Typography.Paragraph>
          <Checkbox.Group
            value={chosen}
            onChange={(v) => setChosen(v)}
            options={loaded.classes.map((c) => ({
              value: c.id,
              label: loaded.taught.has(c.id) ? `${c.name}（任教）` : c.name,
            }))}
          />
        </>
      )}
    </Modal>
  );
}
