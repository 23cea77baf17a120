import { Select, Space } from 'antd';
import type { BankCatalog } from '../../../shared/api';
import type { StageSubIdObj } from '../bank.slice';

/**
 * The first subject with questions (and its first textbook) of a 学段 — of the first 学段 that has
 * questions when none is given — as a choice.
 */
export function firstChoice(catalog: BankCatalog, stageId?: string): StageSubIdObj | null {
  const filled = (s: BankCatalog[number]) => s.subjects.some((x) => x.questionCount > 0);
  const stage =
    catalog.find((s) => s.stageId === stageId) ??
    catalog.find(filled) ??
    catalog.find((s) => s.subjects.length);
  const subject = stage?.subjects.find((s) => s.questionCount > 0) ?? stage?.subjects[0];
  if (!stage || !subject) return null;
  return {
    stageId: stage.stageId,
    subjectId: subject.id,
    textbookId: subject.textbooks[0]?.id ?? '',
  };
}

/** The choice for a subject (its 学段, the given or first textbook), or null when unknown. */
export function choiceOf(
  catalog: BankCatalog,
  subjectId: string,
  textbookId?: string,
): StageSubIdObj | null {
  for (const stage of catalog) {
    const subject = stage.subjects.find((s) => s.id === subjectId);
    if (!subject) continue;
    const book = subject.textbooks.find((b) => b.id === textbookId) ?? subject.textbooks[0];
    return { stageId: stage.stageId, subjectId, textbookId: book?.id ?? '' };
  }
  return null;
}

/** 学段 / 学科 / 教材 selectors. */
export function CatalogBar({
  catalog,
  value,
  onChange,
}: {
  catalog: BankCatalog;
  value: StageSubIdObj | null;
  onChange: (choice: StageSubIdObj) => void;
}) {
  const stage = catalog.find((s) => s.stageId === value?.stageId);
  const subject = stage?.subjects.find((s) => s.id === value?.subjectId);
  return (
    <Space wrap>
      <Select
        aria-label="学段"
        style={{ width: 100 }}
        value={value?.stageId}
        placeholder="学段"
        options={catalog.map((s) => ({ value: s.stageId, label: s.stageName }))}
        onChange={(stageId: string) => {
          const next = firstChoice(catalog, stageId);
          if (next) onChange(next);
        }}
      />
      <Select
        aria-label="学科"
        style={{ width: 140 }}
        value={value?.subjectId}
        placeholder="学科"
        options={(stage?.subjects ?? []).map((s) => ({
          value: s.id,
          label: `${s.name}（${s.questionCount}）`,
        }))}
        onChange={(subjectId: string) => {
          const next = choiceOf(catalog, subjectId);
          if (next) onChange(next);
        }}
      />
      <Select
        aria-label="教材"
        style={{ width: 220 }}
        value={value?.textbookId || undefined}
        placeholder="教材"
        notFoundContent="该学科暂无教材"
        options={(subject?.textbooks ?? []).map((b) => ({
          value: b.id,
          label: `${b.editionName} · ${b.name}`,
        }))}
        onChange={(textbookId: string) => value && onChange({ ...value, textbookId })}
      />
    </Space>
  );
}
