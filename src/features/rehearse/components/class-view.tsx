import { App, Button, Empty, List, Table, Typography } from 'antd';
import { LoadState, useLoad } from '../../../ui';
import { rehearseApi } from '../api/rehearse.api';

/** 班级情况: who has cleared what, and the questions most of the class got wrong (布置为作业). */
export function ClassView(props: {
  classId: string;
  subjectId?: string | undefined;
  size: number;
}) {
  const { message } = App.useApp();
  const key = `${props.classId}:${props.subjectId ?? ''}`;
  const view = useLoad(key, () => rehearseApi.classView(props.classId, props.subjectId));
  if (!view.data) return <LoadState loading={view.loading} onRetry={view.reload} />;
  const { students, common } = view.data;
  const assign = async () => {
    if (!props.subjectId) return void message.warning('请先选择学科');
    const res = await rehearseApi.assign({ classId: props.classId, subjectId: props.subjectId });
    void message.success(`已布置为作业（${res.data.questions} 道题），可在作业列表中打印`);
  };
  return (
    <>
      <Table
        data-testid="rehearse-class"
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 420 }}
        dataSource={students}
        columns={[
          { title: '学生', dataIndex: 'name' },
          { title: '待练', dataIndex: 'open', width: 64, sorter: (a, b) => a.open - b.open },
          { title: '到期', dataIndex: 'due', width: 64, sorter: (a, b) => a.due - b.due },
          {
            title: '已掌握',
            dataIndex: 'cleared',
            width: 76,
            sorter: (a, b) => a.cleared - b.cleared,
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        多数学生做错的题
      </Typography.Title>
      {common.length === 0 ? (
        <Empty description="还没有错题" />
      ) : (
        <List
          size="small"
          bordered
          dataSource={common.slice(0, 10)}
          renderItem={(c) => (
            <List.Item>
              <span style={{ overflowWrap: 'anywhere' }}>
                {c.paperTitle} 第{c.no}题：{c.wrong}/{props.size} 人做错，{c.cleared} 人已掌握
              </span>
            </List.Item>
          )}
        />
      )}
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        onClick={() => void assign()}
        disabled={!common.length}
      >
        布置为作业
      </Button>
    </>
  );
}
