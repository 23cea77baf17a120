import { useCallback, useEffect, useState } from 'react';
import {
  App,
  Button,
  Card,
  Input,
  List,
  Space,
  Tag,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { FEEDBACK_LIMITS, type FeedbackItem } from '../../../shared/api';
import { useLoad } from '../../../ui';
import { accountApi } from '../api/account.api';

/** A screenshot of a report, fetched with the bearer token and shown from a blob URL. */
function Shot({ id, index, name }: { id: string; index: number; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    accountApi.screenshot(id, index).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, index]);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img
        src={url}
        alt={`截图：${name}`}
        style={{ maxWidth: 160, maxHeight: 100, border: '1px solid #eee' }}
      />
    </a>
  ) : null;
}

/** One report with its screenshots and answer; administrators may answer it. */
function Report({
  item,
  onAnswer,
}: {
  item: FeedbackItem;
  onAnswer?(id: string, text: string): Promise<void>;
}) {
  const [text, setText] = useState('');
  return (
    <List.Item>
      <Space
        orientation="vertical"
        style={{ width: '100%' }}
        aria-label={`反馈：${item.content.slice(0, 20)}`}
      >
        <Space wrap>
          <Tag color={item.status === 'answered' ? 'green' : 'orange'}>
            {item.status === 'answered' ? '已答复' : '待答复'}
          </Tag>
          <Typography.Text type="secondary">
            {item.author} · {item.createdAt.slice(0, 16).replace('T', ' ')}
            {item.page && ` · ${item.page}`}
          </Typography.Text>
        </Space>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {item.content}
        </Typography.Paragraph>
        {item.screenshots.length > 0 && (
          <Space wrap>
            {item.screenshots.map((s) => (
              <Shot key={s.index} id={item.id} index={s.index} name={s.name} />
            ))}
          </Space>
        )}
        {item.answer && (
          <Typography.Paragraph type="success" style={{ marginBottom: 0 }}>
            {item.answeredBy} 答复：{item.answer}
          </Typography.Paragraph>
        )}
        {onAnswer && (
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label="答复内容"
              placeholder={item.answer ? '修改答复' : '写下答复'}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <Button
              type="primary"
              disabled={!text.trim()}
              onClick={() => void onAnswer(item.id, text).then(() => setText(''))}
            >
              答复
            </Button>
          </Space.Compact>
        )}
      </Space>
    </List.Item>
  );
}

/** 问题反馈: write a problem with screenshots; my reports and their answers; the school's reports for administrators. */
export function FeedbackPanel() {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [sending, setSending] = useState(false);
  const mine = useLoad(
    'mine',
    useCallback(() => accountApi.myFeedback(), []),
  );
  const profile = useLoad(
    'profile',
    useCallback(() => accountApi.profile(), []),
  );
  const school = profile.data?.schools.find((s) => s.isDefault);
  const admin = !!school && (school.isCreator || school.isAdministrator);
  const inbox = useLoad(
    admin && school ? school.orgId : null,
    useCallback(() => accountApi.schoolFeedback(school?.orgId ?? ''), [school?.orgId]),
  );
  const send = async () => {
    setSending(true);
    const shots = files.flatMap((f) => (f.originFileObj ? [f.originFileObj] : []));
    const res = await accountApi
      .fileFeedback(
        text.trim(),
        document.referrer ? new URL(document.referrer).pathname : '',
        shots,
      )
      .catch(() => null);
    setSending(false);
    if (!res) return;
    message.success(res.message);
    setText('');
    setFiles([]);
    mine.reload();
    inbox.reload();
  };
  const answer = async (id: string, reply: string) => {
    const res = await accountApi.answer(id, reply).catch(() => null);
    if (!res) return;
    message.success(res.message);
    inbox.reload();
    mine.reload();
  };
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="提交问题">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            aria-label="问题描述"
            rows={5}
            maxLength={FEEDBACK_LIMITS.text}
            showCount
            placeholder="请描述遇到的问题：在哪个页面、做了什么操作、看到了什么提示"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Upload
            accept="image/png,image/jpeg,image/gif,image/webp"
            listType="picture"
            multiple
            maxCount={FEEDBACK_LIMITS.screenshots}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button icon={<PictureOutlined />}>
              添加截图（最多 {FEEDBACK_LIMITS.screenshots} 张）
            </Button>
          </Upload>
          <Button
            type="primary"
            disabled={!text.trim()}
            loading={sending}
            onClick={() => void send()}
          >
            提交反馈
          </Button>
          <Typography.Text type="secondary">
            反馈会送到本校管理员，答复会显示在下面的“我的反馈”中。
          </Typography.Text>
        </Space>
      </Card>
      <Card title="我的反馈">
        <List
          locale={{ emptyText: '还没有提交过反馈' }}
          dataSource={mine.data ?? []}
          renderItem={(item) => <Report key={item.id} item={item} />}
        />
      </Card>
      {admin && (
        <Card title="本校反馈（管理员）">
          <List
            locale={{ emptyText: '本校还没有反馈' }}
            dataSource={inbox.data ?? []}
            renderItem={(item) => <Report key={item.id} item={item} onAnswer={answer} />}
          />
        </Card>
      )}
    </Space>
  );
}
