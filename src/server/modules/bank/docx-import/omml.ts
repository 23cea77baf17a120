import { child, elements, type XmlNode } from './xml';

const SYMBOLS: Record<string, string> = {
  '×': '\\times ',
  '÷': '\\div ',
  '≤': '\\le ',
  '≥': '\\ge ',
  '≠': '\\ne ',
  '≈': '\\approx ',
  '±': '\\pm ',
  '·': '\\cdot ',
  '°': '^\\circ ',
  '∠': '\\angle ',
  '△': '\\triangle ',
  '⊥': '\\perp ',
  '∥': '\\parallel ',
  '∞': '\\infty ',
  π: '\\pi ',
  α: '\\alpha ',
  β: '\\beta ',
  γ: '\\gamma ',
  θ: '\\theta ',
  ω: '\\omega ',
  Δ: '\\Delta ',
  '−': '-',
  '²': '^2',
  '³': '^3',
  '…': '\\cdots ',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '#': '\\#',
  '&': '\\&',
  $: '\\$',
  '\\': '\\backslash ',
};
const NARY: Record<string, string> = { '∑': '\\sum', '∏': '\\prod', '∫': '\\int', '∬': '\\iint' };
const ACCENTS: Record<string, string> = {
  '→': '\\vec',
  '^': '\\hat',
  '¯': '\\bar',
  '̅': '\\bar',
  '˙': '\\dot',
};

/** Text of a run as TeX: symbols by name, Chinese inside \text{}. */
function texText(s: string): string {
  return s.replace(/[\u4e00-\u9fff，。：；（）]+|./gu, (c) =>
    /[\u4e00-\u9fff，。：；（）]/u.test(c) ? `\\text{${c}}` : (SYMBOLS[c] ?? c),
  );
}

const val = (n: XmlNode | undefined, prop: string, name: string): string | undefined => {
  const p = n && child(n, prop);
  const v = p && child(p, name);
  return v?.attrs['m:val'];
};
const delim = (c: string): string =>
  c === '' ? '.' : c === '{' ? '\\{' : c === '}' ? '\\}' : c === '|' ? '|' : c;

/** Converts OMML (m:oMath) to TeX; `exact` is false when parts had no TeX counterpart. */
export function ommlToTex(math: XmlNode): { tex: string; exact: boolean } {
  let exact = true;
  const arg = (n: XmlNode, name: string): string => {
    const c = child(n, name);
    return c ? all(c) : '';
  };
  const all = (n: XmlNode): string => elements(n).map(conv).join('');
  function conv(n: XmlNode): string {
    switch (n.name) {
      case 'm:r':
        return elements(n, 'm:t')
          .map((t) => texText(t.children.filter((c) => typeof c === 'string').join('')))
          .join('');
      case 'm:f':
        return `\\frac{${arg(n, 'm:num')}}{${arg(n, 'm:den')}}`;
      case 'm:sSup':
        return `{${arg(n, 'm:e')}}^{${arg(n, 'm:sup')}}`;
      case 'm:sSub':
        return `{${arg(n, 'm:e')}}_{${arg(n, 'm:sub')}}`;
      case 'm:sSubSup':
        return `{${arg(n, 'm:e')}}_{${arg(n, 'm:sub')}}^{${arg(n, 'm:sup')}}`;
      case 'm:rad': {
        const deg = arg(n, 'm:deg');
        return deg ? `\\sqrt[${deg}]{${arg(n, 'm:e')}}` : `\\sqrt{${arg(n, 'm:e')}}`;
      }
      case 'm:d': {
        const beg = val(n, 'm:dPr', 'm:begChr') ?? '(';
        const end = val(n, 'm:dPr', 'm:endChr') ?? ')';
        const inner = elements(n, 'm:e').map(all).join(',');
        return `\\left${delim(beg)}${inner}\\right${delim(end)}`;
      }
      case 'm:nary': {
        const op = NARY[val(n, 'm:naryPr', 'm:chr') ?? '∫'] ?? '\\int';
        const sub = arg(n, 'm:sub');
        const sup = arg(n, 'm:sup');
        return `${op}${sub ? `_{${sub}}` : ''}${sup ? `^{${sup}}` : ''}{${arg(n, 'm:e')}}`;
      }
      case 'm:bar':
        return `\\overline{${arg(n, 'm:e')}}`;
      case 'm:acc': {
        const acc = ACCENTS[val(n, 'm:accPr', 'm:chr') ?? '^'];
        if (!acc) exact = false;
        return `${acc ?? '\\hat'}{${arg(n, 'm:e')}}`;
      }
      case 'm:func':
        return `\\operatorname{${arg(n, 'm:fName')}}{${arg(n, 'm:e')}}`;
      case 'm:oMath':
      case 'm:oMathPara':
      case 'm:e':
        return all(n);
      default:
        if (/Pr$/.test(n.name)) return '';
        exact = false;
        return all(n);
    }
  }
  const tex = conv(math).replace(/\s+/g, ' ').trim();
  return { tex, exact };
}
