import { useState } from 'react';
import { Button, Form, Select, Space } from 'antd';
import { useRoster } from '../../hooks/use-roster';
import { PageActions, type ResolveFormProps } from './resolve-kit';

/** 考号异常: pick the student from the roster of the batch's classes (search by name or 考号). */
export function StudentForm(props: ResolveFormProps) {
  const roster = useRoster(props.paperId, props.classIds);
  const [studentId, setStudentId] = useState<string | null>(null);
  return (
    <Form layout="inline" aria-label="选择学生">
      <Form.Item label="学生" htmlFor="scan-fix-student">
        <Select
          id="scan-fix-student"
          style={{ width: 320, maxWidth: '100%' }}
          loading={roster === null}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="输入姓名或考号搜索"
          value={studentId ?? undefined}
          options={(roster ?? []).map((s) => ({
            value: s.id,
            label: `${s.name} ${s.examNo}（${s.className}）`,
          }))}
          onChange={(id: string) => setStudentId(id)}
        />
      </Form.Item>
      <Space wrap>
        <Button
          type="primary"
          disabled={!studentId || props.busy}
          onClick={() => studentId && props.send({ action: 'set-student', studentId })}
        >
          确定学生
        </Button>
        <PageActions busy={props.busy} send={props.send} />
      </Space>
    </Form>
  );
}
