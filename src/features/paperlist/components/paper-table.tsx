import { Button, Grid, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import type { PaperListItem, PaperStatusName } from '../../../shared/api';
import { classNames, deleteWarning } from '../model/paperlist.filters';

const STATUS_COLORS: Record<PaperStatusName, string> = {
  草稿: 'default',
  已发布: 'blue',
  扫描中: 'orange',
  批改中: 'purple',
  已完成: 'green',
};

/** What a row's actions do. */
export interface PaperRowActions {
  open(item: PaperListItem): void;
  edit(item: PaperListItem): void;
  copy(item: PaperListItem): void;
  remove(item: PaperListItem): void;
  assign(item: PaperListItem): void;
}

/** The rows of 作业列表 with 打开, 编辑, 布置到班级, 打印, 扫描, 复制, 删除. */
export function PaperTable(props: {
  list: PaperListItem[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** Shown when the list is empty. */
  emptyText: string;
  onPage(page: number, pageSize: number): void;
  actions: PaperRowActions;
}) {
  const { list, total, page, pageSize, loading, emptyText, onPage, actions } = props;
  // On a phone (under 768 px) the list keeps 作业名称, 状态 and 操作 (its links in rows): the
  // other columns return on a wider screen.
  const wide = Grid.useBreakpoint().md ?? true;
  const md: ('md' | 'lg')[] = ['md'];
  return (
    <Table<PaperListItem>
      rowKey="id"
      loading={loading}
      dataSource={list}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize,
        total,
        showTotal: (n) => `共 ${n} 份`,
        onChange: onPage,
      }}
      columns={[
        {
          title: '作业名称',
          dataIndex: 'title',
          render: (title: string, item) => (
            <Typography.Link onClick={() => actions.open(item)}>
              {title || '（未命名）'}
            </Typography.Link>
          ),
        },
        { title: '学科', dataIndex: 'subjectName', width: 80, responsive: md },
        {
          title: '年级',
          dataIndex: 'gradeName',
          width: 120,
          render: (g: string) => g || '—',
          responsive: md,
        },
        { title: '班级', key: 'classes', render: (_, item) => classNames(item), responsive: md },
        {
          title: '创建时间',
          dataIndex: 'createdAt',
          width: 150,
          responsive: md,
          render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
        },
        {
          title: '状态',
          dataIndex: 'status',
          width: 90,
          render: (s: PaperStatusName) => <Tag color={STATUS_COLORS[s]}>{s}</Tag>,
        },
        { title: '题数', dataIndex: 'questionCount', width: 70, align: 'center', responsive: md },
        { title: '总分', dataIndex: 'fullMarks', width: 70, align: 'center', responsive: md },
        {
          title: '操作',
          key: 'actions',
          width: wide ? 260 : 136,
          render: (_, item) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => actions.open(item)}>
                打开
              </Button>
              <Button type="link" size="small" onClick={() => actions.edit(item)}>
                编辑
              </Button>
              <Button type="link" size="small" onClick={() => actions.assign(item)}>
                布置
              </Button>
              <Link
                to={`/printing?paperId=${encodeURIComponent(item.id)}`}
                style={{ padding: '0 7px' }}
              >
                打印
              </Link>
              <Link
                to={`/scan?paperId=${encodeURIComponent(item.id)}`}
                style={{ padding: '0 7px' }}
              >
                扫描
              </Link>
              {item.status === '已完成' || item.status === '批改中' ? (
                <Link
                  to={`/assistant/commentary?paperId=${encodeURIComponent(item.id)}`}
                  style={{ padding: '0 7px' }}
                >
                  讲评
                </Link>
              ) : null}
              <Button type="link" size="small" onClick={() => actions.copy(item)}>
                复制
              </Button>
              <Popconfirm
                title={`删除“${item.title}”？`}
                description={deleteWarning(item)}
                okText="删除"
                cancelText="取消"
                onConfirm={() => actions.remove(item)}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
