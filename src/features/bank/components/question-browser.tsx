import { useState, type ReactNode } from 'react';
import { App, Button, Empty, Pagination, Space, Spin } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import type { BankQuestion, KnowledgeChapterItem } from '../../../shared/api';
import { bankApi, type QuestionFilters } from '../api/bank.api';
import { selectChapterType, setChapterType, type StageSubIdObj } from '../bank.slice';
import { useBankChoice } from '../hooks/use-bank-choice';
import { useLoad } from '../../../ui';
import { EditorHost, type EditorTarget } from './editor-host';
import { CatalogBar } from './catalog-bar';
import { FilterBar, type FilterValues } from './filter-bar';
import { ImportHost } from './import-host';
import { NodeLinks } from './node-links';
import { QuestionCard } from './question-card';
import { TreePanel } from './tree-panel';
import './bank.css';

/** What the page composing the bank passes in. */
export interface QuestionBrowserProps {
  /** Actions the app puts on each card (加入试题篮 / 移出试题篮). */
  renderActions?: (q: BankQuestion) => ReactNode;
  /** Initial 学科 (e.g. /edit?subjectId=); the remembered choice is used when absent. */
  subjectId?: string;
  /** Initial 教材 of that subject. */
  textbookId?: string;
  /** Told when the teacher picks another 学段 / 学科 / 教材. */
  onChoiceChange?: (choice: StageSubIdObj) => void;
  /** Questions per page (default 10). */
  pageSize?: number;
}

/** The question bank: selectors, 章节/知识点 tree, filters, question cards, authoring, Word import. */
export function QuestionBrowser({
  renderActions,
  subjectId,
  textbookId,
  onChoiceChange,
  pageSize = 10,
}: QuestionBrowserProps) {
  const dispatch = useDispatch();
  const { message } = App.useApp();
  const catalog = useLoad('catalog', bankApi.catalog);
  const { choice, choose } = useBankChoice(catalog.data, { subjectId, textbookId }, onChoiceChange);
  const type = useSelector(selectChapterType);
  const [nodeId, setNodeId] = useState<string>();
  // A 知识点 chip of the chosen chapter (章节 mode only).
  const [knowledgeId, setKnowledgeId] = useState<string>();
  const [filters, setFilters] = useState<FilterValues>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [importing, setImporting] = useState(false);

  const treeKey = choice ? `${choice.subjectId}|${type}|${choice.textbookId}` : null;
  const tree = useLoad(treeKey, () =>
    bankApi.tree(choice?.subjectId ?? '', type, choice?.textbookId || undefined),
  );
  const query: QuestionFilters | null = choice
    ? {
        subjectId: choice.subjectId,
        chapterType: type,
        nodeId,
        knowledgeId,
        ...filters,
        page,
        pageSize,
      }
    : null;
  const questions = useLoad(query && JSON.stringify(query), () =>
    query ? bankApi.questions(query) : Promise.resolve({ total: 0, list: [] }),
  );

  const chooseNode = (id: string | undefined) => {
    setNodeId(id);
    setKnowledgeId(undefined);
    setPage(1);
  };
  const reset = () => chooseNode(undefined);
  /** From a 知识点 to a chapter that teaches it (its textbook chosen when another). */
  const toChapter = (c: KnowledgeChapterItem) => {
    if (choice && c.textbookId !== choice.textbookId)
      choose({ ...choice, textbookId: c.textbookId });
    dispatch(setChapterType('booknode'));
    chooseNode(c.id);
  };
  const remove = async (q: BankQuestion) => {
    await bankApi.remove(q.id);
    void message.success('试题已删除');
    questions.reload();
  };
  const list = questions.data?.list ?? [];

  return (
    <div className="bank-browser">
      <div className="bank-topbar">
        {catalog.data ? (
          <CatalogBar
            catalog={catalog.data}
            value={choice}
            onChange={(c) => {
              choose(c);
              reset();
            }}
          />
        ) : (
          <Spin size="small" />
        )}
        <Space>
          <Button
            type="primary"
            disabled={!choice}
            onClick={() =>
              setEditing({
                mode: 'new',
                // A new question belongs where the teacher is looking.
                chapterIds: nodeId && type === 'booknode' ? [nodeId] : [],
                knowledgeIds:
                  nodeId && type === 'knowledge' ? [nodeId] : knowledgeId ? [knowledgeId] : [],
              })
            }
          >
            新建试题
          </Button>
          <Button disabled={!choice} onClick={() => setImporting(true)}>
            从 Word 导入
          </Button>
        </Space>
      </div>
      <div className="bank-body">
        <aside className="bank-side">
          <TreePanel
            type={type}
            onType={(t) => {
              dispatch(setChapterType(t));
              reset();
            }}
            nodes={tree.data}
            loading={tree.loading}
            nodeId={nodeId}
            onNode={chooseNode}
          />
        </aside>
        <main className="bank-main">
          <FilterBar
            value={filters}
            onChange={(patch) => {
              setFilters({ ...filters, ...patch });
              setPage(1);
            }}
          />
          <NodeLinks
            type={type}
            nodeId={nodeId}
            knowledgeId={knowledgeId}
            onKnowledge={(id) => {
              setKnowledgeId(id);
              setPage(1);
            }}
            onChapter={toChapter}
          />
          <div className="bank-count">共 {questions.data?.total ?? 0} 道试题</div>
          <Spin spinning={questions.loading || catalog.loading}>
            {!choice ? null : list.length === 0 && !questions.loading ? (
              <Empty
                description={
                  filters.mine
                    ? '你还没有自己的试题，可以新建或从 Word 导入'
                    : '没有符合条件的试题，换个条件试试'
                }
              />
            ) : (
              list.map((q, i) => (
                <QuestionCard
                  key={q.id}
                  q={q}
                  no={(page - 1) * pageSize + i + 1}
                  actions={renderActions?.(q)}
                  handlers={{
                    onDerive: (x) => setEditing({ mode: 'derive', question: x }),
                    onEdit: (x) => setEditing({ mode: 'edit', question: x }),
                    onDelete: (x) => void remove(x).catch(() => undefined),
                  }}
                />
              ))
            )}
          </Spin>
          {(questions.data?.total ?? 0) > pageSize && (
            <Pagination
              className="bank-pager"
              current={page}
              pageSize={pageSize}
              total={questions.data?.total ?? 0}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </main>
      </div>
      {editing && catalog.data && choice && (
        <EditorHost
          target={editing}
          catalog={catalog.data}
          choice={choice}
          onDone={() => {
            setEditing(null);
            questions.reload();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && catalog.data && choice && (
        <ImportHost
          catalog={catalog.data}
          choice={choice}
          onDone={() => {
            setImporting(false);
            setFilters({ ...filters, mine: true });
            setPage(1);
            questions.reload();
          }}
          onClose={() => setImporting(false)}
        />
      )}
    </div>
  );
}
