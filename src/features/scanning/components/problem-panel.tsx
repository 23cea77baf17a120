import type { ComponentType } from 'react';
import { Alert, Descriptions, Spin, Typography } from 'antd';
import type { ProblemKind, ScanProblemView } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from '../hooks/use-fetched';
import { AbsentForm } from './resolve/absent-form';
import { AnswersForm } from './resolve/answers-form';
import { DuplicateForm } from './resolve/duplicate-form';
import { PageNumberForm } from './resolve/page-number-form';
import { PracticePageForm } from './resolve/practice-page-form';
import { PageActions, useResolve, type ResolveFormProps } from './resolve/resolve-kit';
import { StudentForm } from './resolve/student-form';
import { PageOverlay } from './page-overlay';
import { pageCaption } from './page-thumb';

/** 定位异常: the page cannot be placed; read it again (after fixing the file) or set it aside. */
const LocateForm = ({ busy, send }: ResolveFormProps) => <PageActions busy={busy} send={send} />;

/** The resolution form of each problem kind. */
const FORMS: Record<ProblemKind, ComponentType<ResolveFormProps>> = {
  定位异常: LocateForm,
  页码异常: PageNumberForm,
  考号异常: StudentForm,
  重复扫描: DuplicateForm,
  客观题异常: AnswersForm,
  缺考: AbsentForm,
};

const ACTION_LABEL: Record<string, string> = {
  discard: '作废',
  retry: '重新识别',
  'set-page': '指定页码',
  'set-student': '指定学生',
  keep: '保留一页',
  'set-answers': '确认答案',
  'set-absent': '缺考确认',
};

/**
 * One problem: what is wrong, the page with the overlay of what was read, and its form (in a
 * practice batch, a 页码异常 names the student as well as the page).
 */
export function ProblemPanel(props: {
  problem: ScanProblemView;
  paperId: string;
  classIds: readonly string[];
  /** The batch holds a practice batch (错题重练): each student's own paper. */
  practice?: boolean;
  onResolved(): void;
}) {
  const { problem } = props;
  const detail = useFetched(problem.pageId, () => scanApi.page(problem.pageId));
  const { busy, send } = useResolve(problem, props.onResolved);
  const Form =
    props.practice && problem.kind === '页码异常' ? PracticePageForm : FORMS[problem.kind];
  const action = problem.resolution?.action;
  return (
    <div className="scan-problem" aria-label={`${problem.kind}：${problem.message}`}>
      <Alert
        type={problem.status === 'open' ? 'warning' : 'success'}
        showIcon
        title={problem.kind}
        description={problem.message}
      />
      {problem.status === 'resolved' && (
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="处理">
            {ACTION_LABEL[String(action)] ?? String(action ?? '')}
          </Descriptions.Item>
          <Descriptions.Item label="处理人">{problem.resolvedBy}</Descriptions.Item>
          <Descriptions.Item label="时间">
            {problem.resolvedAt?.slice(0, 19).replace('T', ' ')}
          </Descriptions.Item>
        </Descriptions>
      )}
      {!detail ? (
        <Spin />
      ) : (
        <>
          <Typography.Paragraph>
            {detail.fileName}（第 {detail.pageIndex + 1} 张）· {pageCaption(detail)}
          </Typography.Paragraph>
          {problem.status === 'open' && (
            <div className="scan-problem-form">
              <Form
                problem={problem}
                detail={detail}
                paperId={props.paperId}
                classIds={props.classIds}
                busy={busy}
                send={send}
              />
            </div>
          )}
          <PageOverlay detail={detail} />
        </>
      )}
    </div>
  );
}
