import { Button, Card, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';

/** No paper with scores for the choice: an honest empty state with the way to 作业列表. */
export function NoExam() {
  const navigate = useNavigate();
  return (
    <Card>
      <Empty description="还没有已批改的作业，批改完成后这里会出现统计结果。">
        <Button type="primary" onClick={() => void navigate('/paperlist')}>
          返回作业列表
        </Button>
      </Empty>
    </Card>
  );
}
