import { Button, Card, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { parseKeys, type CardSpecSection } from '../../../shared/paper';

const OBJECTIVE = [
  { value: 'single', label: '单选题' },
  { value: 'multi', label: '多选题' },
  { value: 'judge', label: '判断题' },
];
const SUBJECTIVE = [
  { value: 'blank', label: '填空题' },
  { value: 'solve', label: '解答题' },
  { value: 'essay', label: '作文' },
];

/** One 大题 of the maker: kind, count, options, score and keys; or boxes, 作文格 and 选做. */
export function SectionEditor({
  index,
  first,
  section,
  onChange,
  onRemove,
}: {
  index: number;
  first: number;
  section: CardSpecSection;
  onChange(s: CardSpecSection): void;
  onRemove(): void;
}) {
  const range = `第 ${first}～${first + section.count - 1} 题`;
  const name = `第 ${index + 1} 大题`;
  const num = (
    label: string,
    value: number | undefined,
    min: number,
    max: number,
    set: (v: number) => void,
    suffix?: string,
  ) => (
    <Space size={4}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <InputNumber
        aria-label={`${name}${label}`}
        size="small"
        min={min}
        max={max}
        value={value}
        onChange={(v) => v !== null && set(v)}
        suffix={suffix}
        style={{ width: 90 }}
      />
    </Space>
  );
  return (
    <Card
      size="small"
      className="card-maker__section"
      title={`${name}（${range}）`}
      extra={
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除${name}`}
          onClick={onRemove}
        />
      }
    >
      {section.type === 'objective' ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Select
              aria-label={`${name}题型`}
              size="small"
              style={{ width: 100 }}
              value={section.kind}
              options={OBJECTIVE}
              onChange={(kind) =>
                onChange({
                  ...section,
                  kind,
                  options: kind === 'judge' ? 2 : Math.max(section.options, 4),
                  keys: [],
                })
              }
            />
            {num('题数', section.count, 1, 100, (count) =>
              onChange({ ...section, count, keys: section.keys.slice(0, count) }),
            )}
            {section.kind !== 'judge' &&
              num('选项数', section.options, 2, 8, (options) => onChange({ ...section, options }))}
            {num('每题', section.score, 0, 100, (score) => onChange({ ...section, score }), '分')}
          </Space>
          <Input
            aria-label={`${name}答案`}
            size="small"
            placeholder={
              section.kind === 'multi'
                ? '答案，用空格分隔，如：AB CD ACD'
                : section.kind === 'judge'
                  ? '答案，如：对错对对错 或 TFTTF'
                  : '答案，如：ABCDA BCDAB'
            }
            value={section.keys.join(section.kind === 'multi' ? ' ' : '')}
            onChange={(e) =>
              onChange({
                ...section,
                keys: parseKeys(e.target.value, section.kind).slice(0, section.count),
              })
            }
            suffix={
              <Typography.Text type="secondary">
                {section.keys.filter(Boolean).length}/{section.count}
              </Typography.Text>
            }
          />
        </Space>
      ) : (
        <Space wrap>
          <Select
            aria-label={`${name}题型`}
            size="small"
            style={{ width: 100 }}
            value={section.kind}
            options={SUBJECTIVE}
            onChange={(kind) =>
              onChange({
                ...section,
                kind,
                ...(kind === 'essay'
                  ? { count: 1, essayChars: section.essayChars ?? 800, optional: false }
                  : {}),
              })
            }
          />
          {num('题数', section.count, 1, 50, (count) => onChange({ ...section, count }))}
          {num('每题', section.score, 0, 150, (score) => onChange({ ...section, score }), '分')}
          {section.kind === 'essay'
            ? num('格数', section.essayChars ?? 800, 100, 2000, (essayChars) =>
                onChange({ ...section, essayChars }),
              )
            : num(
                '框高',
                section.boxHeight,
                15,
                250,
                (boxHeight) => onChange({ ...section, boxHeight }),
                '毫米',
              )}
          {section.kind !== 'essay' && (
            <Space size={4}>
              <Switch
                size="small"
                aria-label={`${name}选做`}
                checked={section.optional}
                onChange={(optional) => onChange({ ...section, optional })}
              />
              <Typography.Text type="secondary">选做（{section.count} 选 1）</Typography.Text>
            </Space>
          )}
        </Space>
      )}
    </Card>
  );
}
