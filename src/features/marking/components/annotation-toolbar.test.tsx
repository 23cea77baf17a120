import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubHttp } from '../../../../tests/support/http-stub';
import type { AnnotationTool } from '../model/annotation-shapes';
import { AnnotationToolbar } from './annotation-toolbar';

type Comment = { id: string; text: string; delta: number | null };

function Harness({ onDelta }: { onDelta: (d: number | null) => void }) {
  const [text, setText] = useState('');
  const [tool, setTool] = useState<AnnotationTool | null>(null);
  return (
    <AnnotationToolbar
      blockId="b1"
      tool={tool}
      text={text}
      zoom={1}
      onTool={setTool}
      onText={setText}
      onZoom={() => undefined}
      onUndo={() => undefined}
      onDelta={onDelta}
    />
  );
}

describe('AnnotationToolbar 评语库', () => {
  it('saves a comment with a score change; choosing it later passes the change to the pad', async () => {
    const library: Comment[] = [];
    const { calls } = stubHttp({
      'GET /teacher/marking/blocks/:id/comments': () => library,
      'POST /teacher/marking/blocks/:id/comments': ({ body }) => {
        const b = body as { text: string; delta: number | null };
        library.push({ id: `c${library.length + 1}`, text: b.text, delta: b.delta });
        return library;
      },
    });
    const onDelta = vi.fn();
    render(<Harness onDelta={onDelta} />);
    fireEvent.change(screen.getByLabelText('批注文字'), { target: { value: '单位漏写' } });
    fireEvent.change(screen.getByLabelText('评语分值'), { target: { value: '-1' } });
    fireEvent.blur(screen.getByLabelText('评语分值'));
    fireEvent.click(screen.getByRole('button', { name: '存为评语' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: '单位漏写', delta: -1 }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '评语库' }));
    fireEvent.click(await screen.findByText('单位漏写（-1分）'));
    expect(onDelta).toHaveBeenLastCalledWith(-1);
  });
});
