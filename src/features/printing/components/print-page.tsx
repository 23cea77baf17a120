import { useState } from 'react';
import { App, Tabs } from 'antd';
import { saveAs } from 'file-saver';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../shared/messages';
import { printApi } from '../api/print.api';
import { usePdfPreview } from '../hooks/use-pdf-preview';
import { usePrintData } from '../hooks/use-print-context';
import { usePrintJob } from '../hooks/use-print-job';
import { buildPrintOptions, scopeLabel, type PrintOptions } from '../model/print-options';
import { buildPrintRequest, missingChoice, previewRequest } from '../model/print-request';
import { PRINT_TABS, tabPath, type PrintTab } from '../model/print-tabs';
import { JobProgress } from './job-progress';
import { PdfPreview } from './pdf-preview';
import { PrintHead, PrintOptionsCard } from './print-frame';
import { PrintOptionsPanel } from './print-options-panel';
import './print-page.css';

/** A print screen (/printing, /printanswer, /answerCard, /printBarcode, /printcode, /pringtingtest). */
export function PrintPage({ tab }: { tab: PrintTab }) {
  const [params] = useSearchParams();
  const paperId = params.get('paperId');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [chosen, setOptions] = useState<PrintOptions>(() => buildPrintOptions());
  const data = usePrintData(paperId, chosen.scope.gradeId);
  const options = { ...chosen, scope: { ...chosen.scope, gradeId: data.gradeId } };
  const job = usePrintJob();
  const [downloading, setDownloading] = useState(false);

  const paperPending = paperId !== null && data.paper === null && !data.paperFailed;
  const ctx = {
    paper: data.paper ? { id: data.paper.id, title: data.paper.title } : null,
    scopeLabel: scopeLabel(options.scope, data.grades, data.classes),
  };
  const missing = paperPending ? null : missingChoice(tab, options, ctx);
  const request = paperPending || missing ? null : buildPrintRequest(tab, options, ctx);
  const preview = usePdfPreview(request ? previewRequest(request) : null);

  const download = async () => {
    if (!request) return;
    setDownloading(true);
    try {
      if (request.kind === 'direct')
        await printApi.download(request.url, request.body, request.fileName);
      else {
        const failed = await job.start(request.body, (blob, fileName) => {
          try {
            saveAs(blob, fileName);
          } catch {
            void message.error(MESSAGES.downloadFailed);
          }
        });
        if (failed) void message.error(failed);
      }
    } catch {
      // The request layer has already said what went wrong (下载失败 or the server's message).
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="print-page">
      <PrintHead title={`打印${data.paper ? ` · ${data.paper.title}` : ''}`} />
      <Tabs
        className="print-tabs"
        activeKey={tab}
        onChange={(key) => void navigate(tabPath(key as PrintTab, paperId))}
        items={PRINT_TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      <div className="print-body">
        <PrintOptionsCard
          fileName={request?.fileName ?? null}
          downloading={downloading}
          onDownload={() => void download()}
        >
          <PrintOptionsPanel
            tab={tab}
            options={options}
            onChange={(patch) => setOptions((o) => ({ ...o, ...patch }))}
            grades={data.grades}
            classes={data.classes}
          />
        </PrintOptionsCard>
        <PdfPreview {...preview} emptyText={missing} />
      </div>
      <JobProgress job={job.job} onCancel={() => void job.cancel()} />
    </div>
  );
}
