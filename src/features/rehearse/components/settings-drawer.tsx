import { Alert, App, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { RehearseSettingsView } from '../../../shared/api/rehearse';
import { rehearseApi } from '../api/rehearse.api';
import {
  DIFFICULTIES,
  SETTINGS_MESSAGES as M,
  checkSchedule,
  toSettings,
  toValues,
  type SettingsValues,
} from '../model/settings-form';

const DEFAULTS: SettingsValues = {
  linePercent: 100,
  clearAfter: 1,
  schedule: '1, 2, 4, 7, 15, 30',
  similar: 2,
  difficulty: 0,
};

/** 错题重练设置: the wrong line, rights to clear, review schedule and practice defaults. */
export function SettingsDrawer(props: {
  open: boolean;
  settings: RehearseSettingsView | undefined;
  onClose: () => void;
  onSaved: (s: RehearseSettingsView) => void;
}) {
  const { message } = App.useApp();
  const { control, handleSubmit, reset, formState } = useForm<SettingsValues>({
    mode: 'onChange',
    defaultValues: props.settings ? toValues(props.settings) : DEFAULTS,
  });
  const { errors } = formState;
  const [busy, setBusy] = useState(false);
  const { open, settings } = props;
  useEffect(() => {
    if (open && settings) reset(toValues(settings));
  }, [open, settings, reset]);
  const edit = !!settings?.canEdit;
  const item = (name: keyof SettingsValues, label: string, extra?: string) => ({
    label,
    extra,
    htmlFor: `rehearse-${name}`,
    validateStatus: errors[name] ? ('error' as const) : ('' as const),
    help: errors[name]?.message,
  });
  const save = handleSubmit(async (v) => {
    setBusy(true);
    try {
      const res = await rehearseApi.saveSettings(toSettings(v));
      void message.success(res.message || '保存成功');
      props.onSaved(res.data);
    } catch {
      // The request layer has shown the reason.
    } finally {
      setBusy(false);
    }
  });
  return (
    <Drawer
      title="错题重练设置"
      open={props.open}
      onClose={props.onClose}
      size="min(420px, 100vw)"
      footer={
        <Space>
          <Button onClick={props.onClose}>取消</Button>
          <Button disabled={!edit} onClick={() => reset(DEFAULTS, { keepDefaultValues: true })}>
            恢复默认
          </Button>
          <Button type="primary" disabled={!edit} loading={busy} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      {!edit && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="只有学校管理员可以修改错题重练设置"
        />
      )}
      <form aria-label="错题重练设置" noValidate onSubmit={(e) => void save(e)}>
        <Form layout="vertical" component={false} disabled={!edit}>
          <Form.Item {...item('linePercent', '错题线（得分率低于此值记为错题，%）')}>
            <Controller
              name="linePercent"
              control={control}
              rules={{
                required: M.lineRequired,
                min: { value: 1, message: M.lineRange },
                max: { value: 100, message: M.lineRange },
              }}
              render={({ field }) => (
                <InputNumber {...field} id="rehearse-linePercent" style={{ width: 160 }} />
              )}
            />
          </Form.Item>
          <Form.Item {...item('clearAfter', '答对几次后移出错题列表')}>
            <Controller
              name="clearAfter"
              control={control}
              rules={{
                required: M.clearRequired,
                min: { value: 1, message: M.clearRange },
                max: { value: 10, message: M.clearRange },
                validate: (v) => v === null || Number.isInteger(v) || M.clearRange,
              }}
              render={({ field }) => (
                <InputNumber {...field} id="rehearse-clearAfter" style={{ width: 160 }} />
              )}
            />
          </Form.Item>
          <Form.Item
            {...item('schedule', '复习间隔（天）', '答对后依次隔这些天再复习，答错从头开始')}
          >
            <Controller
              name="schedule"
              control={control}
              rules={{ validate: checkSchedule }}
              render={({ field }) => <Input {...field} id="rehearse-schedule" />}
            />
          </Form.Item>
          <Form.Item {...item('similar', '生成练习时每道错题配同类题')}>
            <Controller
              name="similar"
              control={control}
              render={({ field }) => (
                <Select
                  {...field}
                  id="rehearse-similar"
                  style={{ width: 160 }}
                  options={[0, 1, 2, 3].map((n) => ({ value: n, label: `${n} 道` }))}
                />
              )}
            />
          </Form.Item>
          <Form.Item {...item('difficulty', '同类题难度')}>
            <Controller
              name="difficulty"
              control={control}
              render={({ field }) => (
                <Select
                  {...field}
                  id="rehearse-difficulty"
                  style={{ width: 160 }}
                  options={DIFFICULTIES}
                />
              )}
            />
          </Form.Item>
        </Form>
      </form>
    </Drawer>
  );
}
