import { useCallback, useMemo, useState } from 'react';
import { Card, Empty, Modal, Result, Spin, Tabs } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import type { ScanPageView } from '../../../shared/api';
import { useAcquisition } from '../hooks/use-acquisition';
import { useLiveBatch } from '../hooks/use-live-batch';
import { usePracticeList } from '../hooks/use-practice-list';
import { useScanTarget, type ScanView } from '../hooks/use-scan-target';
import { useScanner, type ScannerConfig } from '../hooks/use-scanner';
import { useSchool } from '../hooks/use-school';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { saveScanSettings } from '../model/settings-storage';
import {
  cardStatusChosen,
  savedSettingsOf,
  scannersDetected,
  selectScanning,
  settingsSaved,
  toApiSettings,
  type SavedScanSettings,
  type ScannerOption,
} from '../scanning.slice';
import { ScannerControls } from './acquire-panel';
import { BatchBar, batchLabel } from './batch-bar';
import { DropZone } from './drop-zone';
import { PageViewer } from './page-viewer';
import { PhotoCapture } from './photo-capture';
import { PracticeReconcile } from './practice-reconcile';
import { PrinterCheckPanel } from './printer-check-panel';
import { ProblemsView } from './problems-view';
import { ProgressPanel } from './progress-panel';
import { ReconcileView } from './reconcile-view';
import { ScanSettingsDialog } from './scan-settings-dialog';
import { ScoresView } from './scores-view';
import { UploadQueueTable } from './upload-queue-table';
import './scanning.css';

/** Spec section 8: /scan without a school year. */
export const NEEDS_YEAR = '请选择学年后再进行扫描';

/** /scan: needs a school year; otherwise the workspace. */
export function ScanPage({ scanner }: { scanner: ScannerConfig }) {
  const school = useSchool();
  if (school.status === 'loading') return <Spin className="scan-loading" />;
  if (school.status === 'no-year') return <Result status="warning" title={NEEDS_YEAR} />;
  return <ScanWorkspace school={school} scannerConfig={scanner} />;
}

type ReadySchool = Extract<ReturnType<typeof useSchool>, { status: 'ready' }>;

function ScanWorkspace({
  school,
  scannerConfig,
}: {
  school: ReadySchool;
  scannerConfig: ScannerConfig;
}) {
  const dispatch = useDispatch();
  const state = useSelector(selectScanning);
  const yearIds = useMemo(() => new Set(school.classes.map((c) => c.id)), [school.classes]);
  const target = useScanTarget(school.papers, yearIds);
  const practices = usePracticeList();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [viewing, setViewing] = useState<ScanPageView | null>(null);
  const queue = useUploadQueue();
  const { batch, refresh } = useLiveBatch(target.batchId, queue.uploading);
  const onScanners = useCallback(
    (list: ScannerOption[]) => dispatch(scannersDetected(list)),
    [dispatch],
  );
  const scanner = useScanner(scannerConfig, onScanners);
  const settings = toApiSettings(state);
  const acquisition = useAcquisition({
    settings,
    scanners: state.scanners,
    feedPage: state.feedPage,
    ensureBatch: target.ensureBatch,
    queue,
    scanner,
  });
  const { scannerModel, adaptive, pageSize, scanSubject, feedPage } = state;
  const saved = useMemo(
    () => savedSettingsOf({ ...state, scannerModel, adaptive, pageSize, scanSubject, feedPage }),
    // the five saved fields are the value; other state changes must not reset the dialog
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scannerModel, adaptive, pageSize, scanSubject, feedPage],
  );
  const save = (value: SavedScanSettings) => {
    dispatch(settingsSaved(value));
    saveScanSettings(value);
    setSettingsOpen(false);
  };
  const practice = target.practiceId
    ? (batch?.paperTitle ??
      target.batches[0]?.paperTitle ??
      practices.list.find((p) => p.rehearseBatchId === target.practiceId)?.title ??
      '错题重练（全班练习扫入一个批次）')
    : null;
  const ready =
    Boolean(target.practiceId) ||
    (Boolean(target.paperId) && (target.batchId !== null || target.classIds.length > 0));
  const refreshKey = batch ? JSON.stringify(batch.counts) : '';
  const open = batch?.counts.openProblems ?? 0;
  const scannerName =
    state.scanners.find((s) => s.id === state.scannerModel)?.name ??
    state.scanners[0]?.name ??
    null;

  const byPaper = (View: typeof ScoresView) =>
    practice ? (
      <Empty description="错题练习的成绩在阅卷完成后计入每个学生的错题重练" />
    ) : target.paperId ? (
      <View
        paperId={target.paperId}
        classes={school.classes}
        classIds={target.classIds}
        refreshKey={refreshKey}
      />
    ) : (
      <Empty description="请先选择试卷" />
    );
  const views: { key: ScanView; label: string; children: React.ReactNode }[] = [
    {
      key: 'scan',
      label: '扫描',
      children: (
        <>
          <ScannerControls
            status={scanner.status}
            scannerName={scannerName}
            canStart={ready}
            onScan={() => void acquisition.scan()}
            onDetect={() => void scanner.detect()}
          />
          <PhotoCapture disabled={!ready} onShot={(file) => void acquisition.importPhoto(file)} />
          <DropZone disabled={!ready} onFiles={(files) => void acquisition.importDropped(files)} />
          <UploadQueueTable
            items={queue.items}
            skipped={acquisition.skipped}
            onRetry={queue.retry}
          />
          {batch ? (
            <ProgressPanel
              batch={batch}
              cardStatus={state.cardStatus}
              onCardStatus={(v) => dispatch(cardStatusChosen(v))}
              onOpenPage={setViewing}
            />
          ) : (
            <Empty
              description={
                ready ? '拍照、拖入文件或开始扫描后，这里实时显示识别进度' : '请先选择试卷和班级'
              }
            />
          )}
        </>
      ),
    },
    {
      key: 'problems',
      label: `异常处理${open ? `（${open}）` : ''}`,
      children: batch ? (
        <ProblemsView batch={batch} onChanged={refresh} />
      ) : (
        <Empty description="请先选择扫描批次" />
      ),
    },
    {
      key: 'reconcile',
      label: '收卷核对',
      children: practice ? (
        <PracticeReconcile batchId={batch?.id ?? target.batchId} refreshKey={refreshKey} />
      ) : target.paperId ? (
        <ReconcileView
          paperId={target.paperId}
          classes={school.classes}
          classIds={target.classIds}
          refreshKey={refreshKey}
          batchId={batch?.id ?? target.batchId}
          batchName={(id) => {
            const b = target.batches.find((x) => x.id === id);
            return b ? batchLabel(b) : '已选批次';
          }}
          onOpenProblems={(id) => {
            target.chooseBatch(id);
            target.setView('problems');
          }}
        />
      ) : (
        <Empty description="请先选择试卷" />
      ),
    },
    {
      key: 'scores',
      label: '客观题成绩',
      children: byPaper(ScoresView),
    },
    { key: 'printer', label: '打印机校准', children: <PrinterCheckPanel /> },
  ];

  return (
    <div className="scan-page">
      <Card title={`扫描答题卡 · ${school.yearName}`}>
        <BatchBar
          papers={school.papers}
          classes={school.classes}
          taught={school.taught}
          paperId={target.paperId}
          practice={practice}
          practiceId={target.practiceId}
          practices={practices.list}
          classIds={target.classIds}
          batch={batch ?? target.batch}
          batches={target.batches.map((b) => (b.id === batch?.id ? batch : b))}
          onPaper={target.choosePaper}
          onPractice={target.choosePractice}
          onOpenList={practices.reload}
          onClasses={target.chooseClasses}
          onBatch={target.chooseBatch}
          onSettings={() => setSettingsOpen(true)}
          onDeleted={() => {
            target.chooseBatch(null);
            target.reloadBatches();
          }}
        />
        <Tabs
          activeKey={target.view}
          onChange={(k) => target.setView(k as ScanView)}
          items={views}
        />
      </Card>
      <ScanSettingsDialog
        open={settingsOpen}
        scanners={state.scanners}
        value={saved}
        onSave={save}
        onCancel={() => setSettingsOpen(false)}
      />
      <Modal
        open={viewing !== null}
        width="80%"
        footer={null}
        title="扫描页"
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing && <PageViewer pageId={viewing.id} />}
      </Modal>
    </div>
  );
}
