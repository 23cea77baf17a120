/**
 * Realistic papers for print tests and benches, written for this project: 数学 (TeX), 物理 (with a
 * circuit figure) and 英语. Built on layout's buildPaper factory, so overrides work the same way.
 */
import {
  buildPaper,
  QUESTION_KINDS,
  type Inline,
  type PaperDoc,
  type PaperOverrides,
  type PaperPart,
  type PaperQuestion,
  type PaperSection,
  type RichText,
} from '../../src/layout';
import { MATH, type SampleQuestion } from './sample-questions';
import { ENGLISH, PHYSICS } from './sample-questions.more';

/** A 480×300 circuit figure (switch S, resistor R, ammeter A, cell E r), PNG. */
export const CIRCUIT_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAoAAAAGQAgMAAABDnTm2AAAADFBMVEX///8BAQFUVFSnp6fuCvG7AAAACXBIWXMAAB2HAAAdhwGP5fFlAAAGWklEQVR4nO2dPW7kRhCFm2wwmIByNEdowBdgsIJhK3WmQEUN1gqUbKQFVoDh0IAu4JC5k00GG+wNLB9ijuDA2aYL2BiDbPaMRvwVS2KVxu8LJAr64dPrfk12s0gaAwAAAAAAAAAAAAAAAAAAAAAAAAARtj0YDVAPRgMEgUwIDjKh267vpEpCctv1HQgcB8FBJgQHmRAcZEJwkAnBQSYEB5kQHGRCcJAJwcEG6ydBPQ4+7S99Ms8w023htlvg01gdi0AHgVwHc5mQFKMFju6szzsOjt4vBHYABxugD46DkOLHYJjpAMNMAwwz4yAMM4/BMNMBhpkGGGaOZZjpAQLHQHDw2Pvg9rlKo15K4LMBgVzgIBc4yAUOcoGDXOAgFzj4ChzcsorjZxBIRFfaBdK9aoHrj3SmWqAxxbVygdmVcoGJdoGLlXKBKQSaI2/iRHtI3LlugbboXBDWciy+Uy7wJ6Nc4Eq3wO3X3ChPMenug8YsdafYmEz5OGjUH+rSC+UC41y5QEPaBRZ3ygUuz5QLdNfKBSbnigWujTEno28ZmLxfXEzsAA5yOR4HpXAQeNwO2o9EbwcWuL81ghTlrP9t74/YSyPHG18J9L7vZxaCDzexoVapvZF/+FJ+XDDmtFyyILB19W7hrY26SxVfGlsQfbi3fxPlbRZufBmYpelzWiZp3fu+tt7nGIc6tdE3tj07jurJYNG2+pTm97YoN5ZSMbY749K2mCQrY07KjUwqxmkwsLSw2cZZmOaIxTjbh/fB5g4XNIvFeLN3JqbLboFSMbYPRW2anXAnUCrG0cNmzZpXnPdTbaEYLx52rZQaM//9JV6hGGcPW9U2U5LkX2RjvLns/qokpaBQKMbFQdd3jRVGuztEy8TYHu41aYnx7ixHJMbRYbulzRjbIhxqRGKcHvb8uKWf2aK2VSTGid9pXK6NlbT1s7i2VSTGmW+2KPS9TdtZ9eZWLsbu4rCll21BqI8mIjFerg6PJ7Xg9lMuiRgX3pTsXa0hyXsESsSY/L7dj3XrLfoESsSYfNMuf7vqudstnNEIxNjWI8jmz7p7pY8PJd/tUywR47gWWMR1OKLHJrnPu/9CIsZxrScPa0NxQ2C+/Wvn6vwxjvy+7WW4Dhks3Qsk2k8K5o9x5AVGF6YI51SPBJ4Q7U+z549x5AWmK7O5axdovi9udtvzxzj1liyudhdKe4M6f4xTLzA5N1m9614J88c49QKzW5PUHa3fo9ljnHqB7swszscInD3GqRe4vNvVv/YLnD3Gqd9h8cf234sxAmePceSHmXIV9bJjmJGNcVQJrJb58zECZ49xVAmMy8ew1bOngRsW5o5xXPWpqOx/m/vWkwXhGMeVYVWC/aGkcbolHGNbdfqq/tqvVDZOWKVjTKWsqu7QTzyGHnAxe4yL62CeLwpqnTRJxrg4D91vUU2bkqEQMIrJp0/cq3NBf6xrnbgf/MLk4qZpVIK21Wj9T+fSx8EvrEQWj3YUV8oEJo9SO5iBuQWmwwuYsgKjwSVgYYF2cBFdusCmGLgMIS5wM3AhR1xgNnApTFzgYuBiorjAaOByrLhAO3BBW75MbtNfEiAvMOsvqpAXmPaXpcgLtLvCnsWYu/gFSjVdb2mUAoEp0Yfu4jIFAm1BdNNdnqegGjfrLXBUIND2l4gqqGd+M6LIVrbg+iONvvlXRqAdUej9Wu6GcBDYDhzkAge5wEEucJALHOQCB7nAQS5wkAsc5AIHucBBLnCQCxzkAge5wEEucJALHOQCB7nAQS5wkAsc5AIHucBBLnCQCxzkAge5wMGS00/KHXS6XxxgILACDnaAPliCFJcgJOIhoWkvooHAEjhYgj7YAUJSgpCUICQdICTzhSRfT6bwAif9hdHPkSkftfZ03vlPXuA0ILAEDhpjTtcyIVnP8RAUxxhmZsFBIBMHB5k4OMjEwUEmDg4ycXDwuN+YZiCQjUMTM3FwkImDg8fu4OnMD/gEAAAAXpztdrutHiOtFRr5yDsxSL3A9TzL85MhoxwyyiHzWgR+c6/zdJrCRvazzjRT2Mh+1S7wlxvlTZwbtQP153IjG3rnhOCh7vrwNchaBV4btU38u2qBpia8zE0bFDYgcCIUNuDgRChswMGJUNiAg0fr4LqedqoVSHUtGQROZB2a+FTgHfUAAAAA+N/zH2JxJes5hQ67AAAAAElFTkSuQmCC';

/** Rich text from a compact notation: $$display$$, $inline$, __ for a blank, newlines, [img]. */
export const rich = (source: string): RichText =>
  source
    .split(/(\$\$[^$]+\$\$|\$[^$]+\$|__|\n|\[img\])/)
    .filter((s) => s !== '')
    .map((s): Inline => {
      if (s.startsWith('$$')) return { t: 'tex', v: s.slice(2, -2), display: true };
      if (s.startsWith('$')) return { t: 'tex', v: s.slice(1, -1) };
      if (s === '__') return { t: 'blank' };
      if (s === '\n') return { t: 'br' };
      if (s === '[img]') return { t: 'img', src: CIRCUIT_PNG, w: 45, h: 28.1 };
      return { t: 'text', v: s };
    });

const build = (q: SampleQuestion, no: number): PaperQuestion => {
  const labels =
    q.kind === 'judge' ? ['T', 'F'] : (q.options ?? []).map((_, i) => 'ABCDEFG'[i] ?? '?');
  const parts = (q.parts ?? []).map(([stem, answer, score], i): PaperPart => ({
    label: `(${i + 1})`,
    score,
    stem: rich(stem),
    answer: rich(answer),
  }));
  return {
    id: `q${no}`,
    questionId: `bank-${no}`,
    no,
    kind: q.kind,
    score: q.score ?? parts.reduce((s, p) => s + p.score, 0),
    stem: rich(q.stem),
    options: labels.map((label, i) => ({
      label,
      content: rich(q.options?.[i] ?? (label === 'T' ? '正确' : '错误')),
    })),
    key: q.key ?? '',
    answer: rich(q.answer ?? q.key ?? ''),
    analysis: rich(q.analysis ?? ''),
    parts,
    card: {},
  };
};

/** Groups questions into 大题 by kind (in the order given), numbering 小题 across the paper. */
export const sectionsOf = (questions: readonly SampleQuestion[]): PaperSection[] => {
  const kinds = [...new Set(questions.map((q) => q.kind))];
  let no = 0;
  return kinds.map((kind, i) => ({
    id: `s${i + 1}`,
    kind,
    title: QUESTION_KINDS[kind].section,
    questions: questions.filter((q) => q.kind === kind).map((q) => build(q, ++no)),
  }));
};

/** The subjects of the sample papers. */
export type SampleSubject = 'math' | 'physics' | 'english';

interface Subject {
  title: string;
  subtitle: string;
  minutes: number;
  questions: SampleQuestion[];
}

const SUBJECTS: Record<SampleSubject, Subject> = {
  math: {
    title: '2024—2025学年第一学期高一数学期中考试',
    subtitle: '（人教A版 必修第一册）',
    minutes: 120,
    questions: MATH,
  },
  physics: {
    title: '2024—2025学年第一学期高二物理月考',
    subtitle: '（选择性必修第二册）',
    minutes: 75,
    questions: PHYSICS,
  },
  english: {
    title: '2024—2025学年第一学期高一英语期中考试',
    subtitle: '（人教版 必修第一册）',
    minutes: 100,
    questions: ENGLISH,
  },
};

/** A sample paper of a subject (default: the 25-question 数学 paper on A4), with overrides. */
export const buildSamplePaper = (
  overrides: PaperOverrides & { subject?: SampleSubject } = {},
): PaperDoc => {
  const { subject = 'math', settings = {}, ...rest } = overrides;
  const s = SUBJECTS[subject];
  return buildPaper({
    id: `sample-${subject}`,
    sections: sectionsOf(s.questions),
    ...rest,
    settings: {
      title: s.title,
      subtitle: s.subtitle,
      examMinutes: s.minutes,
      notice: '',
      ...settings,
    },
  });
};
