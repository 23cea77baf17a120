import { useState } from 'react';
import { Alert } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { printApi } from '../api/print.api';
import { useGradeStatus } from '../hooks/use-grade-status';
import { usePdfPreview } from '../hooks/use-pdf-preview';
import {
  buildGradePrintOptions,
  gradeMissing,
  gradePrintRequest,
  type GradePrintMode,
  type GradePrintOptions,
} from '../model/grade-print';
import { GradePrintOptionsPanel } from './grade-print-options';
import { PdfPreview } from './pdf-preview';
import { PrintHead, PrintOptionsCard } from './print-frame';
import './print-page.css';

const TITLES: Record<GradePrintMode, string> = { real: '打印成绩', test: '成绩打印测试' };

/**
 * /printgrade (a marked paper's score sheet, report slips, grade summary) and /printgradetest
 * (the same layouts with invented data, to check the printer): options, live preview, download.
 */
export function GradePrintPage({ mode }: { mode: GradePrintMode }) {
  const [params] = useSearchParams();
  const paperId = mode === 'real' ? params.get('paperId') : null;
  const [options, setOptions] = useState<GradePrintOptions>(() => buildGradePrintOptions());
  const [downloading, setDownloading] = useState(false);
  const loaded = useGradeStatus(paperId);
  const classes = loaded.status?.classes ?? [];
  const ctx = {
    paper: loaded.paper ? { id: loaded.paper.id, title: loaded.paper.title } : null,
    className: classes.find((c) => c.id === options.classId)?.name ?? null,
  };
  const waiting = mode === 'real' && !!paperId && !loaded.status && !loaded.failed;
  const notReady = mode === 'real' && loaded.status && !loaded.status.ready;
  const missing =
    mode === 'test'
      ? null
      : !paperId || loaded.failed
        ? '请先在作业列表中选择要打印成绩的作业。'
        : waiting
          ? null
          : notReady
            ? loaded.status!.message
            : gradeMissing(options, ctx);
  const request =
    mode === 'test' || (!waiting && !missing) ? gradePrintRequest(mode, options, ctx) : null;
  const preview = usePdfPreview(request ? { url: request.url, body: request.body } : null);

  const download = async () => {
    if (!request) return;
    setDownloading(true);
    try {
      await printApi.download(request.url, request.body, request.fileName);
    } catch {
      // The request layer has already shown 下载失败.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="print-page">
      <PrintHead
        title={`${TITLES[mode]}${loaded.paper ? ` · ${loaded.paper.title}` : ''}`}
        extra={
          mode === 'real' ? (
            <Link to="/printgradetest">打印样张，检查打印机</Link>
          ) : (
            <Link to="/printgrade">打印正式成绩</Link>
          )
        }
      />
      {mode === 'test' ? (
        <Alert
          className="grade-print-note"
          type="info"
          showIcon
          message="样张使用虚构的学生和成绩（含缺考、同分、生僻字和很长的姓名），版式与正式成绩完全相同，用来检查打印机、纸张和缩放（请按“实际大小”打印）。"
        />
      ) : null}
      <div className="print-body">
        <PrintOptionsCard
          fileName={request?.fileName ?? null}
          downloading={downloading}
          onDownload={() => void download()}
        >
          <GradePrintOptionsPanel
            mode={mode}
            options={options}
            onChange={(patch) => setOptions((o) => ({ ...o, ...patch }))}
            classes={classes}
          />
        </PrintOptionsCard>
        <PdfPreview {...preview} loading={preview.loading || waiting} emptyText={missing} />
      </div>
    </div>
  );
}
