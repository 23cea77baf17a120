import { useEffect, useState } from 'react';
import { Alert, App, Checkbox, Modal, Select, Space, Spin, Typography } from 'antd';
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
  | { kind: 'no-year'; orgId: string | null; grades: ClassItem[] }
  | { kind: 'ready'; yearName: string; classes: ClassItem[]; taught: Set<string> };

/** The classes of a school year, the ones the teacher teaches first. */
async function yearClasses(
  orgId: string,
  yearId: string,
  yearName: string,
  info: { classes: { id: string }[] },
): Promise<Loaded> {
  const classes = await paperListApi.classesOf(orgId, yearId);
  const taught = new Set(info.classes.map((c) => c.id));
  const ordered = [
    ...classes.filter((c) => taught.has(c.id)),
    ...classes.filter((c) => !taught.has(c.id)),
  ];
  return { kind: 'ready', yearName, classes: ordered, taught };
}

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
      const orgId = info.orgDefaultId;
      if (!orgId) return live && setLoaded({ kind: 'no-year', orgId: null, grades: [] });
      if (!info.classDefaultId) {
        const grades = await paperListApi.grades(orgId);
        return live && setLoaded({ kind: 'no-year', orgId, grades });
      }
      const loaded = await yearClasses(
        orgId,
        info.classDefaultId,
        info.classDefaultName ?? '',
        info,
      );
      if (live) setLoaded(loaded);
    })().catch(() => live && setLoaded({ kind: 'no-year', orgId: null, grades: [] }));
    return () => {
      live = false;
    };
  }, [target]);

  /** Chooses the school year here (as the top bar does) and shows its classes. */
  const chooseYear = async (orgId: string, grade: ClassItem) => {
    setLoaded({ kind: 'loading' });
    try {
      await paperListApi.setSchoolYear(orgId, grade.id);
      const info = await paperListApi.gradeInfo();
      setLoaded(await yearClasses(orgId, grade.id, grade.name, info));
    } catch {
      setLoaded({ kind: 'no-year', orgId, grades: [] });
    }
  };

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
      {loaded.kind === 'no-year' && (
        <>
          <Alert type="warning" showIcon title="请先在顶部选择学年" />
          {loaded.orgId && loaded.grades.length > 0 && (
            <Space style={{ marginTop: 12 }}>
              <span id="assign-year-label">或在这里选择学年：</span>
              <Select
                aria-labelledby="assign-year-label"
                style={{ minWidth: 180 }}
                placeholder="选择学年"
                options={loaded.grades.map((g) => ({ value: g.id, label: g.name }))}
                onChange={(id: string) => {
                  const grade = loaded.grades.find((g) => g.id === id);
                  if (grade && loaded.orgId) void chooseYear(loaded.orgId, grade);
                }}
              />
            </Space>
          )}
        </>
      )}
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
