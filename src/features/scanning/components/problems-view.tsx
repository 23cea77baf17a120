import { useCallback, useEffect, useState } from 'react';
import { Badge, Empty, List, Segmented, Tabs } from 'antd';
import { PROBLEM_KINDS, type ProblemKind, type ScanBatch } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from '../hooks/use-fetched';
import { ProblemPanel } from './problem-panel';

type Status = 'open' | 'resolved';

/** The problems of a kind and state, fetched again when `refreshKey` changes. */
const useProblems = (batchId: string, kind: ProblemKind, status: Status, refreshKey: string) =>
  useFetched(
    `${batchId}:${kind}:${status}`,
    () => scanApi.problems(batchId, { kind, status }),
    refreshKey,
  );

/**
 * 异常处理: a tab per kind with its open count, the problems of the kind, and the chosen one with
 * its page and form; after a problem is settled the next one opens.
 */
export function ProblemsView(props: { batch: ScanBatch; onChanged(): void }) {
  const { batch } = props;
  const open = batch.counts.problemsByKind;
  const first = PROBLEM_KINDS.find((k) => (open[k] ?? 0) > 0) ?? PROBLEM_KINDS[0];
  const [kind, setKind] = useState<ProblemKind>(first);
  const [status, setStatus] = useState<Status>('open');
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<{ id: string | null; index: number }>({
    id: null,
    index: 0,
  });
  const [advance, setAdvance] = useState(false);
  const refreshKey = `${version}:${batch.counts.openProblems}`;
  const list = useProblems(batch.id, kind, status, refreshKey);
  const current =
    list?.find((p) => p.id === chosen.id) ??
    list?.[Math.min(chosen.index, (list?.length ?? 1) - 1)] ??
    null;

  const { onChanged } = props;
  const resolved = useCallback(() => {
    setChosen((c) => ({ id: null, index: c.index }));
    setVersion((v) => v + 1);
    setAdvance(true);
    onChanged();
  }, [onChanged]);

  // After the last problem of a kind is settled, the next kind with open problems opens.
  useEffect(() => {
    if (!advance || !list || list.length > 0 || status !== 'open') return;
    const next = PROBLEM_KINDS.find((k) => k !== kind && (open[k] ?? 0) > 0);
    setAdvance(false);
    if (next) {
      setKind(next);
      setChosen({ id: null, index: 0 });
    }
  }, [advance, list, status, kind, open]);

  return (
    <div className="scan-problems">
      <Tabs
        activeKey={kind}
        onChange={(k) => {
          setKind(k as ProblemKind);
          setChosen({ id: null, index: 0 });
        }}
        items={PROBLEM_KINDS.map((k) => ({
          key: k,
          label: (
            <span>
              {k}{' '}
              <Badge
                count={open[k] ?? 0}
                showZero
                color={(open[k] ?? 0) > 0 ? 'orange' : '#bfbfbf'}
              />
            </span>
          ),
        }))}
      />
      <Segmented<Status>
        value={status}
        onChange={(s) => {
          setStatus(s);
          setChosen({ id: null, index: 0 });
        }}
        options={[
          { label: '待处理', value: 'open' },
          { label: '已处理', value: 'resolved' },
        ]}
      />
      {list && list.length === 0 ? (
        <Empty description={status === 'open' ? `没有待处理的${kind}` : `没有已处理的${kind}`} />
      ) : (
        <div className="scan-problems-body">
          <List
            size="small"
            className="scan-problems-list"
            loading={list === null}
            dataSource={list ?? []}
            renderItem={(p, index) => (
              <List.Item
                className={p.id === current?.id ? 'is-current' : undefined}
                onClick={() => setChosen({ id: p.id, index })}
              >
                {p.message}
              </List.Item>
            )}
          />
          {current && (
            <ProblemPanel
              key={current.id}
              problem={current}
              paperId={batch.paperId}
              classIds={batch.classIds}
              practice={batch.rehearseBatchId !== null}
              onResolved={resolved}
            />
          )}
        </div>
      )}
    </div>
  );
}
