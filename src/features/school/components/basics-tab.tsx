import { useCallback, useState } from 'react';
import { App, Button, Checkbox, Form, Input, Space, Upload } from 'antd';
import type { BankCatalog } from '../../../shared/api';
import { http, useLoad } from '../../../ui';
import { schoolApi } from '../api/school.api';
import type { TabProps } from './school-details-page';

/** 基本信息: name, logo (shown in the top navigation), 学段 and the subjects in use. */
export function BasicsTab({ orgId, settings, reload, onSchoolChanged }: TabProps) {
  const { message } = App.useApp();
  const catalog = useLoad(
    'catalog',
    useCallback(async () => (await http().get<BankCatalog>('/teacher/bank/catalog')).data, []),
  );
  const [name, setName] = useState(settings.org.name);
  const [stageIds, setStageIds] = useState(settings.stageIds);
  const [subjectIds, setSubjectIds] = useState(
    settings.subjects.filter((s) => s.inUse).map((s) => s.id),
  );
  const edit = settings.canEdit;
  const stages = catalog.data ?? [];
  const save = async () => {
    const res = await schoolApi
      .saveProfile(orgId, {
        name,
        stageIds,
        subjectIds: subjectIds.filter((id) =>
          stages.some(
            (st) => stageIds.includes(st.stageId) && st.subjects.some((s) => s.id === id),
          ),
        ),
      })
      .catch(() => null);
    if (!res) return;
    message.success(res.message);
    reload();
    await onSchoolChanged();
  };
  return (
    <Form layout="vertical" style={{ maxWidth: 720 }} disabled={!edit}>
      <Form.Item label="学校名称">
        <Input
          aria-label="学校名称"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
        />
      </Form.Item>
      <Form.Item label="校徽（显示在顶部导航）">
        <Space>
          {settings.org.logo ? (
            <img className="school-logo" src={settings.org.logo} alt="校徽" />
          ) : (
            '未上传'
          )}
          <Upload
            accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
            showUploadList={false}
            beforeUpload={(file) => {
              void schoolApi.logo(orgId, file).then(
                async (r) => {
                  message.success(r.message);
                  reload();
                  await onSchoolChanged();
                },
                () => undefined,
              );
              return false;
            }}
          >
            <Button>上传校徽</Button>
          </Upload>
        </Space>
      </Form.Item>
      <Form.Item label="学段">
        <Checkbox.Group
          value={stageIds}
          onChange={(v) => {
            const added = v.filter((id) => !stageIds.includes(id));
            setStageIds(v);
            const extra = stages
              .filter((st) => added.includes(st.stageId))
              .flatMap((st) => st.subjects.map((s) => s.id));
            setSubjectIds((ids) => [...new Set([...ids, ...extra])]);
          }}
          options={stages.map((s) => ({ value: s.stageId, label: s.stageName }))}
        />
      </Form.Item>
      {stages
        .filter((st) => stageIds.includes(st.stageId))
        .map((st) => (
          <Form.Item key={st.stageId} label={`${st.stageName}开设学科`}>
            <Checkbox.Group
              value={subjectIds.filter((id) => st.subjects.some((s) => s.id === id))}
              onChange={(v) =>
                setSubjectIds((ids) => [
                  ...ids.filter((id) => !st.subjects.some((s) => s.id === id)),
                  ...v,
                ])
              }
              options={st.subjects.map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
        ))}
      {edit && (
        <Button type="primary" onClick={() => void save()}>
          保存
        </Button>
      )}
    </Form>
  );
}
