import { QUESTION_KINDS, type PaperSection } from '../paper';
import { mm } from '../units';
import { para, plain, type FlowContext } from './flow-context';
import type { FlowBlock } from './flow.types';
import { SPACE, STYLES } from './flow-style';
import { chineseNumeral } from './numerals';
import { makeBlock, paragraphRows } from './rows';

/** The bare name of a 大题 (选择题), whether its title holds the name or a full heading. */
export const sectionName = (section: PaperSection): string =>
  section.title
    .replace(/^\s*[一二三四五六七八九十]+\s*[、.．]\s*/, '')
    .replace(/[（(]\s*共[^）)]*[）)]\s*$/, '')
    .trim() || QUESTION_KINDS[section.kind].section;

/** A 大题 heading: 一、选择题（共6题，共12分）. */
export const sectionHeading = (section: PaperSection, index: number): string => {
  const score = section.questions.reduce((s, q) => s + q.score, 0);
  return `${chineseNumeral(index + 1)}、${sectionName(section)}（共${section.questions.length}题，共${score}分）`;
};

/** The heading block of a 大题, kept with the first question under it. */
export const sectionBlock = (ctx: FlowContext, section: PaperSection, index: number): FlowBlock =>
  makeBlock(
    'section',
    paragraphRows(para(ctx, [plain(sectionHeading(section, index))], STYLES.section)),
    {
      spaceBefore: mm(SPACE.section),
      keepWithNext: true,
    },
  );
