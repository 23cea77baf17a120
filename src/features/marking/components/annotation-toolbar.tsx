import { useEffect, useState } from 'react';
import { Button, Input, InputNumber, Segmented, Select, Space, Tooltip } from 'antd';
import type { AnnotationTool } from '../model/annotation-shapes';
import { markingApi } from '../api/marking.api';

const TOOLS: { value: AnnotationTool | 'none'; label: string }[] = [
  { value: 'none', label: '不批注' },
  { value: 'tick', label: '√' },
  { value: 'cross', label: '×' },
  { value: 'circle', label: '○' },
  { value: 'underline', label: '下划线' },
  { value: 'pen', label: '画笔' },
  { value: 'text', label: '文字' },
];

/** Props of the 批注 toolbar. */
export interface AnnotationToolbarProps {
  blockId: string;
  tool: AnnotationTool | null;
  text: string;
  zoom: number;
  onTool: (t: AnnotationTool | null) => void;
  onText: (t: string) => void;
  onZoom: (z: number) => void;
  onUndo: () => void;
  /** A comment of the library with a score change was chosen (the pad shows the hint). */
  onDelta: (delta: number | null) => void;
}

/** 批注 tools, zoom, and the block's comment library (评语库): a chosen comment becomes the text to place. */
export function AnnotationToolbar(p: AnnotationToolbarProps) {
  const [comments, setComments] = useState<{ id: string; text: string; delta: number | null }[]>(
    [],
  );
  const [change, setChange] = useState<number | null>(null);
  useEffect(() => {
    markingApi.comments(p.blockId).then(setComments, () => setComments([]));
  }, [p.blockId]);
  const add = async () => {
    if (!p.text.trim()) return;
    setComments(await markingApi.addComment(p.blockId, p.text.trim(), change || null));
    setChange(null);
  };
  return (
    <Space wrap size={6}>
      <Segmented
        size="small"
        aria-label="批注工具"
        value={p.tool ?? 'none'}
        options={TOOLS}
        onChange={(v) => p.onTool(v === 'none' ? null : (v as AnnotationTool))}
      />
      <Button size="small" onClick={p.onUndo}>
        撤销批注
      </Button>
      <Select
        size="small"
        style={{ width: 160 }}
        placeholder="评语库"
        aria-label="评语库"
        value={null}
        options={comments.map((c) => ({
          value: c.id,
          label: c.delta ? `${c.text}（${c.delta > 0 ? '+' : ''}${c.delta}分）` : c.text,
        }))}
        onChange={(id) => {
          const c = comments.find((x) => x.id === id);
          if (!c) return;
          p.onText(c.text);
          p.onTool('text');
          p.onDelta(c.delta);
        }}
      />
      <Input
        size="small"
        style={{ width: 120 }}
        placeholder="批注文字"
        aria-label="批注文字"
        value={p.text}
        onChange={(e) => p.onText(e.target.value)}
      />
      <InputNumber
        size="small"
        style={{ width: 84 }}
        min={-100}
        max={100}
        step={0.5}
        placeholder="±分"
        aria-label="评语分值"
        value={change}
        onChange={(v) => setChange(v == null ? null : Number(v))}
      />
      <Tooltip title="把批注文字（可带加减分）存入本题块的评语库">
        <Button size="small" onClick={() => void add()}>
          存为评语
        </Button>
      </Tooltip>
      <Segmented
        size="small"
        aria-label="缩放"
        value={p.zoom}
        options={[
          { value: 0.6, label: '60%' },
          { value: 1, label: '适应宽度' },
          { value: 1.5, label: '150%' },
        ]}
        onChange={(v) => p.onZoom(Number(v))}
      />
    </Space>
  );
}
