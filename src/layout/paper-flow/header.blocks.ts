import { fullMarks, type PaperDoc } from '../paper';
import { mm } from '../units';
import { para, plain, type FlowContext } from './flow-context';
import type { FlowBlock, FlowInline } from './flow.types';
import { SPACE, STYLES } from './flow-style';
import { makeBlock, paragraphRows } from './rows';

/** 注意事项 printed when the paper sets none. */
export const PAPER_DEFAULT_NOTICE = [
  '1．答题前，考生务必将自己的姓名、班级、考号填写在答题卡上。',
  '2．回答选择题时，选出每小题答案后，用2B铅笔把答题卡上对应题目的答案标号涂黑；回答非选择题时，将答案写在答题卡上，写在本试卷上无效。',
  '3．考试结束后，将本试卷和答题卡一并交回。',
].join('\n');

/** 考试时间 and 满分 line, e.g. 考试时间：120分钟 满分：150分. */
export const examInfoText = (paper: PaperDoc): string =>
  `考试时间：${paper.settings.examMinutes}分钟\u3000满分：${fullMarks(paper)}分`;

const FIELDS = ['学校', '班级', '姓名', '考号'];
const fieldsLine = (): FlowInline[] =>
  FIELDS.flatMap((f, i): FlowInline[] => [plain(`${i ? '　' : ''}${f}：`), { t: 'blank', len: 5 }]);

const centred = (
  ctx: FlowContext,
  kind: 'title' | 'info',
  text: FlowInline[],
  style: (typeof STYLES)[keyof typeof STYLES],
): FlowBlock =>
  makeBlock(kind, paragraphRows(para(ctx, text, style), 0, ctx.width), {
    spaceBefore: mm(SPACE.header),
    keepWithNext: true,
  });

/** The paper's head: title, subtitle, exam time and marks, student fields (no seal line), 注意事项. */
export const headerBlocks = (
  ctx: FlowContext,
  paper: PaperDoc,
  withFields: boolean,
): FlowBlock[] => {
  const { title, subtitle, notice } = paper.settings;
  const info = examInfoText(paper);
  const blocks = [centred(ctx, 'title', [plain(title)], STYLES.title)];
  if (subtitle.trim() && subtitle.trim() !== info)
    blocks.push(centred(ctx, 'title', [plain(subtitle)], STYLES.subtitle));
  blocks.push(centred(ctx, 'info', [plain(info)], STYLES.info));
  if (withFields) blocks.push(centred(ctx, 'info', fieldsLine(), STYLES.info));
  const text = notice.trim() || PAPER_DEFAULT_NOTICE;
  const label = plain('注意事项：', { weight: 'bold' });
  const body = para(ctx, [label, { t: 'br' }, plain(text)], STYLES.notice);
  blocks.push(makeBlock('notice', paragraphRows(body), { spaceBefore: mm(SPACE.header) }));
  return blocks;
};
