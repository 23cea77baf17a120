import { App, Button, Empty, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { BasketInfo } from '../../../shared/api';
import { selectBasket, selectCurrentPaper, selectCurrentTypes } from '../basket.slice';
import { useBasketActions } from '../hooks/use-basket';

type PaperInfo = BasketInfo['paperInfo'][number];
type TypeRow = BasketInfo['type'][string][number];

/** Where 进入组卷中心 leads: the 组卷中心 of the current basket paper, or 选题 when empty. */
export function composeHref(paper: PaperInfo | null): string {
  if (!paper) return '/edit';
  const q = new URLSearchParams({
    paperId: paper.id,
    subjectId: paper.subjectId,
    textbookId: paper.testPaperTextbook,
    type: '2',
  });
  return `/edit?${q.toString()}`;
}

/** The basket popover's body: paper selector, 共计 N 题, 题型/数量 table, 清空全部, 进入组卷中心. */
export function BasketSummary() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const actions = useBasketActions();
  const { info } = useSelector(selectBasket);
  const paper = useSelector(selectCurrentPaper);
  const rows = useSelector(selectCurrentTypes);
  const total = rows.reduce((n, row) => n + row.questionCount, 0);
  const ignore = () => undefined;
  const enter = (block: boolean) => (
    <Button type="primary" block={block} onClick={() => void navigate(composeHref(paper))}>
      进入组卷中心
    </Button>
  );
  if (!info || !paper) {
    return (
      <div className="basket-summary">
        <Typography.Text>共计 0 题</Typography.Text>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="试题篮为空，去题库挑选试题" />
        {enter(true)}
      </div>
    );
  }
  return (
    <Space
      orientation="vertical"
      size="middle"
      className="basket-summary"
      style={{ width: '100%' }}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Select
          aria-label="试卷"
          value={paper.id}
          style={{ minWidth: 140 }}
          onChange={(id: string) => actions.choosePaper(id)}
          options={info.paperInfo.map((p) => ({
            value: p.id,
            label: `${p.stageName}${p.subjectName}`,
          }))}
        />
        <Typography.Text strong>共计 {total} 题</Typography.Text>
      </Space>
      <Table<TypeRow>
        size="small"
        rowKey="typeId"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '题型', dataIndex: 'dataName' },
          { title: '数量', dataIndex: 'questionCount', align: 'center' },
          {
            title: '操作',
            key: 'action',
            align: 'center',
            render: (_: unknown, row: TypeRow) => (
              <Button
                type="link"
                size="small"
                danger
                aria-label={`删除${row.dataName}`}
                onClick={() => void actions.removeType(paper.id, row.typeId).catch(ignore)}
              >
                删除
              </Button>
            ),
          },
        ]}
      />
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Popconfirm
          title="清空该试题篮的全部试题？"
          okText="清空"
          cancelText="取消"
          onConfirm={() =>
            actions
              .clear(paper.id)
              .then((text) => void message.success(text))
              .catch(ignore)
          }
        >
          <Button danger>清空全部</Button>
        </Popconfirm>
        {enter(false)}
      </Space>
    </Space>
  );
}
