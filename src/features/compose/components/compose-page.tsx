import { Alert, Button, Empty, Result, Spin } from 'antd';
import { SettingOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { zeroScoreWarning } from '../../../shared/paper';
import { usePaperSession } from '../hooks/use-paper-session';
import { selectPath, settingsPath } from '../model/paths';
import { PaperEditor } from './paper-editor';
import { PaperPreview } from './paper-preview';
import { PaperBar, PaperNotices, SaveStatus } from './paper-status';
import './compose.css';

/** Shown when the paper cannot be opened. */
export function PaperMissing() {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title="试卷不存在或已删除"
      extra={
        <Button type="primary" onClick={() => void navigate('/paperlist')}>
          返回作业列表
        </Button>
      }
    />
  );
}

/** 组卷中心 (/edit?paperId=…&type=2): the paper being built, its editor and live preview. */
export function ComposePage() {
  const [params] = useSearchParams();
  const paperId = params.get('paperId');
  return paperId ? <ComposeEditor paperId={paperId} /> : <PaperMissing />;
}

function ComposeEditor({ paperId }: { paperId: string }) {
  const navigate = useNavigate();
  const { snapshot, session } = usePaperSession(paperId);
  const { detail, doc } = snapshot;
  if (snapshot.phase === 'failed') return <PaperMissing />;
  if (!detail || !doc) return <Spin size="large" className="compose-loading" />;
  const toSelect = () => void navigate(selectPath(detail));
  const zeroScores = zeroScoreWarning(doc);
  return (
    <div className="compose-page">
      <PaperBar
        name="组卷中心"
        detail={detail}
        doc={doc}
        status={<SaveStatus save={snapshot.save} onRetry={() => void session.flush()} />}
        actions={
          <>
            {detail.isBasket && (
              <Button icon={<PlusOutlined />} onClick={toSelect}>
                继续选题
              </Button>
            )}
            <Button
              type="primary"
              icon={<SettingOutlined />}
              onClick={() => void navigate(settingsPath(detail))}
            >
              试卷设置
            </Button>
          </>
        }
      />
      <PaperNotices snapshot={snapshot} />
      {zeroScores && <Alert type="warning" showIcon role="alert" title={zeroScores} />}
      <div className="compose-page__body">
        <div className="compose-page__editor">
          {doc.sections.length ? (
            <PaperEditor doc={doc} dispatch={session.dispatch} />
          ) : (
            <Empty description="试卷中还没有试题">
              <Button type="primary" onClick={toSelect}>
                去选题
              </Button>
            </Empty>
          )}
        </div>
        <div className="compose-page__preview">
          <PaperPreview doc={doc} />
        </div>
      </div>
    </div>
  );
}
