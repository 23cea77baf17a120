import { Button, Tooltip } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages';
import { useServices } from '../services-context';
import { useAppSelector } from '../store/hooks';
import { selectSchoolYear } from '../store/session.selectors';

/** The scan icon: goes to /scan, or says 请选择学年后再进行扫描 when no school year is chosen. */
export function ScanEntry() {
  const year = useAppSelector(selectSchoolYear);
  const navigate = useNavigate();
  const { notify } = useServices();
  const open = () => {
    if (year) void navigate('/scan');
    else notify(MESSAGES.scanNeedsYear);
  };
  return (
    <Tooltip title="扫描答题卡">
      <Button type="text" icon={<ScanOutlined />} aria-label="扫描" onClick={open} />
    </Tooltip>
  );
}
