import { SettingOutlined } from '@ant-design/icons';
import { Button, Empty, Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { RehearseSettingsView } from '../../../shared/api/rehearse';
import { LoadState, useLoad } from '../../../ui';
import { rehearseApi } from '../api/rehearse.api';
import { ClassView } from './class-view';
import { EntryList } from './entry-list';
import { PracticePanel } from './practice-panel';
import { SettingsDrawer } from './settings-drawer';
import './rehearse.css';

/** /rehearse 错题重练: wrong-question lists, class progress and personalised practice. */
export function RehearsePage() {
  const classes = useLoad('classes', rehearseApi.classes);
  const [classId, setClassId] = useState<string>();
  const [subjectId, setSubjectId] = useState<string>();
  const cls = classes.data?.classes.find((c) => c.id === (classId ?? classes.data?.classes[0]?.id));
  const subjects = useLoad(
    cls?.id ?? null,
    async () => (await rehearseApi.entries({ classId: cls!.id, status: 'all' })).subjects,
  );
  const subject = subjectId ?? subjects.data?.[0]?.id;
  const loaded = useLoad('rehearse-settings', rehearseApi.settings);
  const [saved, setSaved] = useState<RehearseSettingsView>();
  const settings = saved ?? loaded.data;
  const [editing, setEditing] = useState(false);
  return (
    <div className="rehearse-page">
      <div className="rehearse-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          错题重练
        </Typography.Title>
        <Button icon={<SettingOutlined />} onClick={() => setEditing(true)}>
          设置
        </Button>
      </div>
      <SettingsDrawer
        open={editing}
        settings={settings}
        onClose={() => setEditing(false)}
        onSaved={(s) => {
          setSaved(s);
          setEditing(false);
        }}
      />
      {!classes.data ? (
        <LoadState loading={classes.loading} onRetry={classes.reload} />
      ) : !cls ? (
        <Empty description="您还没有任教的班级" />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Select
              aria-label="班级"
              style={{ width: 150 }}
              value={cls.id}
              options={classes.data.classes.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(v) => {
                setClassId(v);
                setSubjectId(undefined);
              }}
            />
            <Select
              aria-label="学科"
              style={{ width: 120 }}
              value={subject}
              placeholder="学科"
              options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              onChange={setSubjectId}
            />
          </Space>
          <Tabs
            items={[
              {
                key: 'list',
                label: '错题列表',
                children: (
                  <EntryList classId={cls.id} subjectId={subject} students={cls.students} />
                ),
              },
              {
                key: 'class',
                label: '班级情况',
                children: (
                  <ClassView classId={cls.id} subjectId={subject} size={cls.students.length} />
                ),
              },
              {
                key: 'practice',
                label: '重练练习',
                children: (
                  <PracticePanel classId={cls.id} subjectId={subject} defaults={settings} />
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
