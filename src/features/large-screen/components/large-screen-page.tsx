import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChartCanvas } from '../../../ui';
import { useLiveSnapshot } from '../hooks/use-live-snapshot';
import {
  distributionOption,
  homeworkOption,
  latestMean,
  rankingOption,
  ratesOption,
} from '../model/screen-charts';
import { SCREEN } from '../model/screen-theme';
import { MarkingPanelBody } from './marking-panel';
import { BigFigure, ScreenPanel } from './screen-panel';
import { ScreenStage } from './screen-stage';

const empty = (text: string) => <p style={{ color: SCREEN.muted, fontSize: 22 }}>{text}</p>;

/**
 * /largescreen 大屏展示: today's scanning, marking progress, homework, the latest paper and the
 * week's class ranking, pushed live; opened by an administrator or with a display link (?token=).
 */
export function LargeScreenPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { snapshot: s, connected, revoked } = useLiveSnapshot(token);
  const charts = useMemo(
    () =>
      s && {
        homework: homeworkOption(s),
        ranking: rankingOption(s),
        distribution: s.latest && distributionOption(s),
        rates: s.latest && ratesOption(s),
      },
    [s],
  );
  return (
    <ScreenStage>
      <header
        style={{
          height: 88,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 32px',
          borderBottom: `2px solid ${SCREEN.border}`,
        }}
      >
        <h1 style={{ margin: 0, fontSize: 40, color: SCREEN.text, letterSpacing: 4 }}>
          {s?.schoolName ?? ''} 作业与网阅大屏
        </h1>
        <span
          data-testid="screen-status"
          data-connected={connected ? 'true' : 'false'}
          style={{ fontSize: 20, color: connected ? '#73d13d' : '#ffc53d' }}
        >
          {revoked
            ? '展示链接无效或已撤销'
            : connected
              ? `实时 · 更新于 ${s ? new Date(s.at).toLocaleTimeString('zh-CN') : ''}`
              : '连接中断，正在重连…'}
        </span>
      </header>
      {s && charts && (
        <div
          style={{
            height: 1080 - 88,
            padding: 20,
            display: 'grid',
            gap: 16,
            gridTemplateColumns: '1fr 1.25fr 1fr',
            gridTemplateRows: '220px 1fr 1fr',
            boxSizing: 'border-box',
          }}
        >
          <ScreenPanel title="今日扫描" style={{ gridColumn: 1, gridRow: 1 }}>
            <div
              data-testid="screen-scanning"
              style={{ display: 'flex', alignItems: 'center', height: '100%' }}
            >
              <BigFigure label="已收页数" value={s.scanning.received} />
              <BigFigure label="已识别" value={s.scanning.recognised} tone={SCREEN.accent} />
              <BigFigure label="待处理异常" value={s.scanning.problemsOpen} tone="#ff7a45" />
            </div>
          </ScreenPanel>
          <ScreenPanel title="阅卷进度" style={{ gridColumn: 2, gridRow: '1 / span 3' }}>
            <MarkingPanelBody papers={s.marking} />
          </ScreenPanel>
          <ScreenPanel
            title={s.latest ? `分数段 · ${s.latest.title}` : '最近考试分数段'}
            style={{ gridColumn: 3, gridRow: '1 / span 2' }}
            extra={
              latestMean(s) && (
                <span data-testid="latest-mean" style={{ fontSize: 20, color: SCREEN.muted }}>
                  平均分 {latestMean(s)}
                </span>
              )
            }
          >
            {charts.distribution ? (
              <ChartCanvas label="分数段" option={charts.distribution} />
            ) : (
              empty('还没有已批改的试卷。')
            )}
          </ScreenPanel>
          <ScreenPanel title="作业布置与完成" style={{ gridColumn: 1, gridRow: 2 }}>
            {s.homework.length ? (
              <ChartCanvas label="作业布置与完成" option={charts.homework} />
            ) : (
              empty('本周还没有布置作业。')
            )}
          </ScreenPanel>
          <ScreenPanel title="各班四率" style={{ gridColumn: 3, gridRow: 3 }}>
            {charts.rates ? (
              <ChartCanvas label="各班四率" option={charts.rates} />
            ) : (
              empty('还没有已批改的试卷。')
            )}
          </ScreenPanel>
          <ScreenPanel title="本周班级得分率排名" style={{ gridColumn: 1, gridRow: 3 }}>
            {s.ranking.length ? (
              <ChartCanvas label="本周班级得分率排名" option={charts.ranking} />
            ) : (
              empty('本周还没有已批改的作业。')
            )}
          </ScreenPanel>
        </div>
      )}
    </ScreenStage>
  );
}
