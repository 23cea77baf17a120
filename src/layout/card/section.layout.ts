import type { PaperSection } from '../paper';
import { TEXT } from './card.constants';
import type { FixedBlock } from './flow';
import { layoutText } from './text.layout';

/** A section header (一、选择题…; several titles for packed objective sections), kept with what follows. */
export function sectionHeaderBlock(sections: PaperSection[], colW: number): FixedBlock {
  const spec = {
    role: 'section' as const,
    ref: sections[0]?.id ?? '',
    text: sections.map((s) => s.title).join('　'),
    style: TEXT.section,
    weight: 'bold' as const,
  };
  const height = layoutText({ ...spec, x: 0, y: 0, w: colW }).rect.h;
  return {
    type: 'fixed',
    height,
    keepWithNext: true,
    place: (x, y, w) => [layoutText({ ...spec, x, y, w })],
  };
}
