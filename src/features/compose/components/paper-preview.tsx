import { useEffect, useRef, useState } from 'react';
import {
  END_ANSWERS_TITLE,
  examInfoText,
  pageFrame,
  paperQuestions,
  SEAL_FIELD_LABELS,
  SEAL_NOTICE,
  type PaperDoc,
} from '../../../layout';
import { sectionHeader } from '../../../shared/paper';
import { AnswerPreview, QuestionPreview } from './question-preview';
import './paper-preview.css';

/** Scale that fits a sheet of `widthMm` into the element's width (CSS mm are 96/25.4 px). */
function useFitZoom(widthMm: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(0.5);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      if (el.clientWidth > 0) setZoom(el.clientWidth / ((widthMm * 96) / 25.4));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [widthMm]);
  return { ref, zoom };
}

/** The paper as it will look (HTML): sheet proportions, columns, 密封线, header, 大题 and answers. */
export function PaperPreview({ doc }: { doc: PaperDoc }) {
  const { settings } = doc;
  const frame = pageFrame(settings.size, { sealLine: settings.sealLine });
  const { ref, zoom } = useFitZoom(frame.sheet.width);
  const afterEach = settings.answerPlacement === 'after-each';
  const columnMm = frame.columns[0]?.w ?? frame.sheet.width;
  const { top, right, bottom, left } = frame.margins;
  const seal = frame.sealGutter;
  return (
    <div ref={ref} className="paper-preview">
      <article
        aria-label="试卷预览"
        className="pp-sheet"
        data-size={settings.size}
        style={{
          zoom,
          width: `${frame.sheet.width}mm`,
          minHeight: `${frame.sheet.height}mm`,
          padding: `${top}mm ${right}mm ${bottom}mm ${left}mm`,
        }}
      >
        {seal && (
          <div
            className="pp-seal"
            aria-label="密封线"
            style={{
              left: `${seal.rect.x}mm`,
              top: `${seal.rect.y}mm`,
              width: `${seal.line.x - seal.rect.x}mm`,
              height: `${seal.rect.h}mm`,
            }}
          >
            <span>{SEAL_FIELD_LABELS.map((label) => `${label}：________`).join('　')}</span>
            <span className="pp-seal__notice">{SEAL_NOTICE}</span>
          </div>
        )}
        <div
          className="pp-body"
          style={{ columnCount: frame.columns.length, columnGap: `${frame.columnGap}mm` }}
        >
          <h1>{settings.title || '（未填写试卷标题）'}</h1>
          {settings.subtitle && <p className="pp-center">{settings.subtitle}</p>}
          <p className="pp-center">{examInfoText(doc)}</p>
          {settings.notice.trim() && (
            <div className="pp-notice">
              <b>注意事项：</b>
              {settings.notice.split('\n').map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </div>
          )}
          {doc.sections.map((section, i) => (
            <section key={section.id}>
              <h2>{sectionHeader(section, i)}</h2>
              {section.questions.map((q) => (
                <QuestionPreview key={q.id} q={q} columnMm={columnMm} withAnswer={afterEach} />
              ))}
            </section>
          ))}
          {!afterEach && doc.sections.length > 0 && (
            <section className="pp-answers">
              <h2>{END_ANSWERS_TITLE}</h2>
              {paperQuestions(doc).map((q) => (
                <AnswerPreview key={q.id} q={q} numbered />
              ))}
            </section>
          )}
        </div>
      </article>
    </div>
  );
}
