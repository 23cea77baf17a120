import { useState } from 'react';
import { App, Button, Modal, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PaperDetail } from '../../../shared/api';
import { composeApi } from '../api/compose.api';
import { usePaperSession } from '../hooks/use-paper-session';
import { saveErrors, type SettingsErrors } from '../model/paperset.rules';
import { composePath } from '../model/paths';
import { CardSettings } from './card-settings';
import { PaperMissing } from './compose-page';
import { PaperPreview } from './paper-preview';
import { PapersetForm } from './paperset-form';
import { PaperBar, PaperNotices, SaveStatus } from './paper-status';
import './compose.css';

/** 试卷设置 (/paperset?paperId=…): settings with autosave, live preview, and 保存试卷. */
export function PapersetPage() {
  const [params] = useSearchParams();
  const paperId = params.get('paperId');
  return paperId ? <PapersetEditor paperId={paperId} /> : <PaperMissing />;
}

function PapersetEditor({ paperId }: { paperId: string }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { snapshot, session } = usePaperSession(paperId);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<PaperDetail | null>(null);
  const { detail, doc } = snapshot;
  if (snapshot.phase === 'failed') return <PaperMissing />;
  if (!detail || !doc) return <Spin size="large" className="compose-loading" />;

  const save = async () => {
    const found = saveErrors(doc);
    setErrors(found);
    const first = Object.values(found).find(Boolean);
    if (first) return void message.error(first);
    setBusy(true);
    try {
      await session.flush();
      if (session.getSnapshot().save !== 'saved')
        return void message.error('试卷未能保存，请稍后重试');
      setSaved(await composeApi.savePaper(paperId));
    } catch {
      // the app has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="compose-page">
      <PaperBar
        name="试卷设置"
        detail={detail}
        doc={doc}
        status={<SaveStatus save={snapshot.save} onRetry={() => void session.flush()} />}
        actions={
          <>
            <Button onClick={() => void navigate(composePath(detail))}>返回组卷</Button>
            <Button type="primary" loading={busy} onClick={() => void save()}>
              保存试卷
            </Button>
          </>
        }
      />
      <PaperNotices snapshot={snapshot} />
      <div className="compose-settings">
        <div className="compose-settings__side">
          <PapersetForm
            doc={doc}
            saveErrors={errors}
            onChange={(settings) => session.dispatch({ type: 'setSettings', settings })}
          />
          <CardSettings doc={doc} dispatch={session.dispatch} />
        </div>
        <div className="compose-page__preview">
          <PaperPreview doc={doc} />
        </div>
      </div>
      <Modal
        open={saved !== null}
        title="试卷已保存"
        closable={false}
        mask={{ closable: false }}
        footer={[
          <Button key="later" onClick={() => void navigate('/paperlist')}>
            稍后再说
          </Button>,
          <Button
            key="assign"
            type="primary"
            onClick={() => void navigate(`/paperlist?assign=${encodeURIComponent(paperId)}`)}
          >
            布置到班级
          </Button>,
        ]}
      >
        {saved &&
          `《${saved.title}》已保存到作业列表（第 ${saved.version} 版，共 ${saved.questionCount} 题，满分 ${saved.fullMarks} 分）。现在布置到班级吗？`}
      </Modal>
    </div>
  );
}
