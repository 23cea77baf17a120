import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paperListApi } from '../api/paperlist.api';
import { usePaperList, useReferenceData } from '../hooks/use-paper-list';
import {
  changeFilters,
  classOptions,
  emptyListText,
  filtersFromSearch,
  filtersToSearch,
  subjectOptions,
  type PaperFilters,
} from '../model/paperlist.filters';
import { AssignDialog, type AssignTarget } from './assign-dialog';
import { PaperDrawer } from './paper-drawer';
import { PaperFiltersBar } from './paper-filters';
import { PaperTable } from './paper-table';

type PaperRef = { id: string; subjectId: string };

/** /edit?paperId=…&subjectId=…&type=2 for a saved paper. */
export const editPath = (p: PaperRef): string =>
  `/edit?${new URLSearchParams({ paperId: p.id, subjectId: p.subjectId, type: '2' }).toString()}`;

/** 作业列表: the teacher's papers with filters; open, edit, assign, copy, delete; 新建组卷. */
export function PaperListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const { list, total, loading, reload } = usePaperList(filters);
  const { catalog, gradeInfo } = useReferenceData();
  const [openId, setOpenId] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const assignId = params.get('assign');
  useEffect(() => {
    if (!assignId) return;
    let live = true;
    paperListApi.detail(assignId).then(
      (p) => live && setAssigning(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [assignId]);

  const setFilters = (patch: Partial<PaperFilters>) =>
    setParams(filtersToSearch(changeFilters(filters, patch), params));
  const closeAssign = () => {
    setAssigning(null);
    if (assignId) {
      const next = new URLSearchParams(params);
      next.delete('assign');
      setParams(next, { replace: true });
    }
  };
  const closeDrawer = useCallback(() => setOpenId(null), []);
  const copy = (p: PaperRef) =>
    void paperListApi.copy(p.id).then(
      () => {
        void message.success('已复制为新的草稿');
        reload();
      },
      () => undefined,
    );
  const remove = (p: PaperRef) =>
    void paperListApi.remove(p.id).then(
      () => {
        void message.success('已删除');
        reload();
      },
      () => undefined,
    );

  return (
    <div className="page-frame">
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0 16px',
          marginBottom: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography.Title level={2} style={{ whiteSpace: 'nowrap' }}>
          作业列表
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => void navigate('/schoolmaterials')}>校本资料</Button>
          <Button onClick={() => void navigate('/answerCard')}>制作答题卡</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/edit')}>
            新建组卷
          </Button>
        </Space>
      </div>
      <Card>
        <PaperFiltersBar
          filters={filters}
          subjects={subjectOptions(catalog, gradeInfo)}
          classes={classOptions(gradeInfo)}
          onChange={setFilters}
        />
        <PaperTable
          list={list}
          total={total}
          page={filters.page}
          pageSize={filters.pageSize}
          loading={loading}
          emptyText={emptyListText(filters)}
          onPage={(page, pageSize) => setFilters({ page, pageSize })}
          actions={{
            open: (p) => setOpenId(p.id),
            edit: (p) => void navigate(editPath(p)),
            assign: setAssigning,
            copy,
            remove,
          }}
        />
      </Card>
      <PaperDrawer
        paperId={openId}
        onClose={closeDrawer}
        onEdit={(p) => void navigate(editPath(p))}
        onAssign={setAssigning}
        onCopy={copy}
      />
      <AssignDialog
        target={assigning}
        onClose={closeAssign}
        onAssigned={() => {
          closeAssign();
          setOpenId(null);
          reload();
        }}
      />
    </div>
  );
}
