import { useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { formatDate } from '../lib/date';
import { useServices } from '../services-context';
import { useAppSelector } from '../store/hooks';
import { selectUser } from '../store/session.selectors';

/** 问题反馈: the teacher writes the problem; it goes to the school's administrator, who forwards it. */
export function FeedbackPanel() {
  const user = useAppSelector(selectUser);
  const { notify } = useServices();
  const [text, setText] = useState('');
  const [copied, setCopied] = useState(false);
  const report = [
    `【问题反馈】${user?.orgName ?? ''} ${user?.displayName ?? ''}（${user?.username ?? ''}）`,
    `日期：${formatDate()} 浏览器：${navigator.userAgent}`,
    text.trim(),
  ].join('\n');
  const copy = () => {
    const failed = () => notify('浏览器不允许自动复制，请手动选中文字复制');
    // The clipboard API exists only on secure origins (https or localhost).
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(report).then(() => setCopied(true), failed);
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title="反馈去向"
        description="反馈由本校管理员汇总后转交技术支持（7*24h 售后响应）。写好后点击“复制反馈”，通过学校的工作群或邮件发给管理员即可。"
      />
      <Input.TextArea
        rows={6}
        maxLength={1000}
        showCount
        placeholder="请描述遇到的问题：在哪个页面、做了什么操作、看到了什么提示"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setCopied(false);
        }}
      />
      <Space>
        <Button type="primary" disabled={!text.trim()} onClick={copy}>
          复制反馈
        </Button>
        {copied && <Typography.Text type="success">已复制，可以粘贴发送了</Typography.Text>}
      </Space>
    </Space>
  );
}
