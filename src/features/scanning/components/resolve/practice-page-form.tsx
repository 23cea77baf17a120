import { useState } from 'react';
import { Button, Form, InputNumber, Select, Space } from 'antd';
import { scanApi } from '../../api/scan.api';
import { useFetched } from '../../hooks/use-fetched';
import { pagePick } from '../../model/problem-detail';
import { PageActions, type ResolveFormProps } from './resolve-kit';

/**
 * 页码异常 in a practice batch (错题重练): the page's QR could not be read, so the teacher names
 * whose practice it is (the practice batch's students, search by name or 考号) and the page of that
 * student's card; the page is then read again with that student's card.
 */
export function PracticePageForm(props: ResolveFormProps) {
  const { batchId } = props.problem;
  const students = useFetched(
    `practice:${batchId}`,
    async () => (await scanApi.practiceReconciliation(batchId)).students,
  );
  const code = pagePick(props.problem).pageCode;
  const [picked, setPicked] = useState<string | null>(null);
  const [typed, setTyped] = useState<number | null>(code?.page ?? null);
  // A page whose code was read (or that is on a student's paper) names that student to begin with.
  const paperId = code?.paperId ?? props.detail.paperId;
  const studentId = picked ?? students?.find((s) => s.paperId === paperId)?.studentId ?? null;
  const chosen = students?.find((s) => s.studentId === studentId) ?? null;
  const pages = chosen?.expectedPages ?? 0;
  const pageNo = typed ?? (pages === 1 ? 1 : null);
  const ok = chosen !== null && pageNo !== null && pageNo >= 1 && pageNo <= pages;
  return (
    <Form layout="inline" aria-label="选择学生和页码">
      <Form.Item label="学生" htmlFor="scan-fix-practice-student">
        <Select
          id="scan-fix-practice-student"
          style={{ width: 320, maxWidth: '100%' }}
          loading={students === null}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="输入姓名或考号搜索"
          value={studentId ?? undefined}
          options={(students ?? []).map((s) => ({
            value: s.studentId,
            label: `${s.name} ${s.examNo}（${s.className}）`,
          }))}
          onChange={(id: string) => setPicked(id)}
        />
      </Form.Item>
      <Form.Item
        label="页码"
        htmlFor="scan-fix-practice-page"
        extra={chosen ? `答题卡共 ${pages} 页` : undefined}
      >
        <InputNumber
          id="scan-fix-practice-page"
          min={1}
          max={pages || undefined}
          precision={0}
          value={pageNo}
          onChange={(v) => setTyped(v)}
        />
      </Form.Item>
      <Space wrap>
        <Button
          type="primary"
          disabled={!ok || props.busy}
          onClick={() =>
            chosen &&
            pageNo !== null &&
            props.send({ action: 'set-page', studentId: chosen.studentId, pageNo })
          }
        >
          确定学生和页码
        </Button>
        <PageActions busy={props.busy} send={props.send} />
      </Space>
    </Form>
  );
}
