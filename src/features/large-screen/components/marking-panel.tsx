import type { ScreenPaper } from '../../../shared/api/large-screen';
import { SCREEN } from '../model/screen-theme';

const share = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

/** One progress bar with its figures. */
function Bar({
  label,
  done,
  total,
  online,
}: {
  label: string;
  done: number;
  total: number;
  online: number;
}) {
  const p = share(done, total);
  return (
    <div style={{ marginBottom: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 18 }}>
        <span>{label}</span>
        <span style={{ color: SCREEN.muted }}>
          {done}/{total}（{p}%）· 在线 {online} 人
        </span>
      </div>
      <div style={{ height: 10, background: 'rgba(255,255,255,0.08)', borderRadius: 5 }}>
        <div
          style={{
            width: `${p}%`,
            height: '100%',
            borderRadius: 5,
            background: p === 100 ? '#73d13d' : SCREEN.accent,
            transition: 'width 0.6s',
          }}
        />
      </div>
    </div>
  );
}

/** 阅卷进度: each running paper and its blocks, with the markers online. */
export function MarkingPanelBody({ papers }: { papers: ScreenPaper[] }) {
  if (papers.length === 0)
    return <p style={{ color: SCREEN.muted, fontSize: 22 }}>今天没有正在阅卷的试卷。</p>;
  return (
    <div data-testid="screen-marking">
      {papers.map((p) => (
        <div key={p.paperId} data-paper={p.paperId} style={{ marginBottom: 18 }}>
          <div style={{ fontSize: 22, fontWeight: 600, marginBottom: 6 }}>
            {p.subjectName} · {p.title}
            <span data-paper-done style={{ float: 'right', color: SCREEN.accent }}>
              已评 {p.done}/{p.total}
            </span>
          </div>
          {p.blocks.map((b) => (
            <Bar
              key={b.blockId}
              label={b.name}
              done={b.done}
              total={b.total}
              online={b.markersOnline}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
