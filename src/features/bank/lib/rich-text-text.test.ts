import { describe, expect, it } from 'vitest';
import type { RichText } from '../../../layout';
import { imageText, richToText, textToRich } from './rich-text-text';

describe('textToRich', () => {
  it('reads inline and display TeX, blanks, images and line breaks', () => {
    expect(textToRich('在 $\\triangle ABC$ 中，$$a^2+b^2=c^2$$')).toEqual([
      { t: 'text', v: '在 ' },
      { t: 'tex', v: '\\triangle ABC' },
      { t: 'text', v: ' 中，' },
      { t: 'tex', v: 'a^2+b^2=c^2', display: true },
    ]);
    expect(textToRich('x=____，y=______\n![40x30](upload:abcdefabcdefabcd.png)')).toEqual([
      { t: 'text', v: 'x=' },
      { t: 'blank', len: 4 },
      { t: 'text', v: '，y=' },
      { t: 'blank' },
      { t: 'br' },
      { t: 'img', src: 'upload:abcdefabcdefabcd.png', w: 40, h: 30 },
    ]);
  });

  it('keeps an unclosed or empty $ and an escaped \\$ as text, and short underscores too', () => {
    expect(textToRich('售价 \\$5，余 $ 未闭合')).toEqual([
      { t: 'text', v: '售价 $5，余 $ 未闭合' },
    ]);
    expect(textToRich('$$ a_1 __')).toEqual([{ t: 'text', v: '$$ a_1 __' }]);
  });
});

describe('richToText', () => {
  it('writes every kind of run so that parsing gives it back', () => {
    const rt: RichText = [
      { t: 'text', v: '价格 $3，' },
      { t: 'tex', v: '\\frac{1}{2}' },
      { t: 'blank', len: 8 },
      { t: 'br' },
      { t: 'tex', v: 'S=\\pi r^2', display: true },
      { t: 'img', src: 'seed:m-ladder.png', w: 35.5, h: 20 },
      { t: 'blank' },
    ];
    const text = richToText(rt);
    expect(text).toBe(
      '价格 \\$3，$\\frac{1}{2}$________\n$$S=\\pi r^2$$![35.5x20](seed:m-ladder.png)______',
    );
    expect(textToRich(text)).toEqual(rt);
  });

  it('writes an uploaded image as the editor inserts it', () => {
    expect(imageText({ src: 'upload:abc.png', w: 40.4, h: 29.6 })).toBe('![40x30](upload:abc.png)');
  });
});
