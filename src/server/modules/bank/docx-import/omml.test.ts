import { describe, expect, it } from 'vitest';
import { ommlToTex } from './omml';
import { parseXml, type XmlNode } from './xml';

const math = (inner: string): XmlNode =>
  parseXml(`<m:oMath>${inner}</m:oMath>`).children[0] as XmlNode;
const r = (t: string) => `<m:r><w:rPr/><m:t>${t}</m:t></m:r>`;

describe('ommlToTex', () => {
  it('converts fractions, powers, roots, delimiters and symbols', () => {
    const frac = `<m:f><m:fPr/><m:num>${r('1')}</m:num><m:den>${r('2')}</m:den></m:f>`;
    const sup = `<m:sSup><m:e>${r('x')}</m:e><m:sup>${r('2')}</m:sup></m:sSup>`;
    const rad = `<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/><m:e>${r('a')}</m:e></m:rad>`;
    const d = `<m:d><m:dPr><m:begChr m:val="["/><m:endChr m:val="]"/></m:dPr><m:e>${r('a+b')}</m:e></m:d>`;
    expect(ommlToTex(math(`${frac}${r('×')}${sup}${r('≤')}${rad}${d}`))).toEqual({
      tex: '\\frac{1}{2}\\times {x}^{2}\\le \\sqrt{a}\\left[a+b\\right]',
      exact: true,
    });
  });

  it('keeps the text of unknown structures and says the result is not exact', () => {
    const box = `<m:groupChr><m:e>${r('AB')}</m:e></m:groupChr>`;
    expect(ommlToTex(math(box))).toEqual({ tex: 'AB', exact: false });
  });

  it('puts Chinese inside \\text and escapes braces', () => {
    expect(ommlToTex(math(r('速度{v}')))).toEqual({ tex: '\\text{速度}\\{v\\}', exact: true });
  });
});
