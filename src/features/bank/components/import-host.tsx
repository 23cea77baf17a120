import { useState } from 'react';
import { Alert, App, Button, Modal, Space, Upload } from 'antd';
import { contentProblems, type BankCatalog, type ImportedQuestion } from '../../../shared/api';
import { bankApi } from '../api/bank.api';
import type { StageSubIdObj } from '../bank.slice';
import { importedValues, toImported } from '../editor/editor.values';
import { QuestionEditor } from '../editor/question-editor';
import { ImportBatchForm, type ImportBatch } from '../import/import-batch';
import { ImportItem } from '../import/import-item';

/** Largest Word file the server takes. */
export const MAX_DOCX_BYTES = 20 * 1024 * 1024;

/** Why a picked file cannot be imported, or null. */
export function docxFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.docx$/i.test(file.name)) return '请选择 .docx 格式的 Word 文件';
  if (file.size > MAX_DOCX_BYTES) return 'Word 文件不能超过 20 MB';
  return null;
}

/** Word import: upload a .docx, fix what was not understood, then save into 我的试题. */
export function ImportHost({
  catalog,
  choice,
  onDone,
  onClose,
}: {
  catalog: BankCatalog;
  choice: StageSubIdObj;
  onDone: () => void;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [reading, setReading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [questions, setQuestions] = useState<ImportedQuestion[] | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [editing, setEditing] = useState<ImportedQuestion | null>(null);
  const [batch, setBatch] = useState<ImportBatch>({ knowledgeIds: [], difficulty: 3, source: '' });
  const subject = catalog.flatMap((s) => s.subjects).find((s) => s.id === choice.subjectId);

  const read = async (file: File) => {
    setReading(true);
    try {
      const preview = await bankApi.importDocx(file);
      setQuestions(preview.questions);
      setWarnings(preview.warnings);
      setBatch((b) => ({
        ...b,
        source: b.source || file.name.replace(/\.docx$/i, '').slice(0, 100),
      }));
    } catch {
      // The app has shown the server's message (e.g. 无法读取该 Word 文件).
    } finally {
      setReading(false);
    }
  };
  const blocked = (questions ?? []).filter((q) => contentProblems(q).length > 0);
  const save = async () => {
    if (!questions?.length) return;
    setSaving(true);
    try {
      const { ids } = await bankApi.importSave({
        subjectId: choice.subjectId,
        ...batch,
        questions,
      });
      void message.success(`已导入 ${ids.length} 道试题`);
      onDone();
    } catch {
      // Shown by the app.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={1000}
      title={`从 Word 导入试题（${subject?.name ?? ''}）`}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        questions && (
          <Space>
            <span className="bank-hint">
              共 {questions.length} 题
              {blocked.length ? `，${blocked.length} 题需修改后才能保存` : ''}
            </span>
            <Button onClick={() => setQuestions(null)}>重新选择文件</Button>
            <Button
              type="primary"
              loading={saving}
              disabled={!questions.length || blocked.length > 0}
              onClick={() => void save()}
            >
              保存到我的试题
            </Button>
          </Space>
        )
      }
    >
      {!questions ? (
        <Upload.Dragger
          accept=".docx"
          showUploadList={false}
          disabled={reading}
          beforeUpload={(file) => {
            const problem = docxFileProblem(file);
            if (problem) void message.error(problem);
            else void read(file);
            return false;
          }}
        >
          <p>{reading ? '正在识别…' : '点击或拖入 .docx 文件'}</p>
          <p className="bank-hint">
            支持按题号（1. 1、 （1））排列的试卷：大题标题（如“一、选择题”）、选项 A. B. C.
            D.、答案：/【答案】、解析：/【解析】、（3分）。识别结果可逐题修改后再保存。
          </p>
        </Upload.Dragger>
      ) : (
        <>
          <ImportBatchForm
            subjectId={choice.subjectId}
            textbookId={choice.textbookId || undefined}
            value={batch}
            onChange={setBatch}
          />
          {warnings.length > 0 && (
            <Alert
              type="info"
              showIcon
              title="整份文件的提示"
              description={
                <ul className="bank-problems">
                  {warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              }
            />
          )}
          <div className="bank-import-list">
            {questions.map((q) => (
              <ImportItem
                key={q.index}
                q={q}
                onEdit={() => setEditing(q)}
                onRemove={() => setQuestions(questions.filter((x) => x.index !== q.index))}
              />
            ))}
          </div>
        </>
      )}
      {editing && (
        <QuestionEditor
          batch
          title={`修改导入的第 ${editing.index} 题`}
          initial={importedValues(editing, choice.subjectId)}
          catalog={catalog}
          onClose={() => setEditing(null)}
          onSubmit={async (v) => {
            const fixed = toImported(v, editing.index);
            setQuestions((qs) => (qs ?? []).map((x) => (x.index === editing.index ? fixed : x)));
            setEditing(null);
          }}
        />
      )}
    </Modal>
  );
}
