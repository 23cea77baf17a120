import { mathjax } from 'mathjax-full/js/mathjax.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor, type LiteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import type { LiteElement } from 'mathjax-full/js/adaptors/lite/Element.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import 'mathjax-full/js/input/tex/AllPackages.js';

/** TeX packages for school papers; noerrors/noundefined are left out so errors reach us. */
const PACKAGES = [
  'base',
  'ams',
  'boldsymbol',
  'braket',
  'cancel',
  'cases',
  'centernot',
  'color',
  'enclose',
  'extpfeil',
  'gensymb',
  'mathtools',
  'mhchem',
  'newcommand',
  'upgreek',
  'unicode',
  'textcomp',
  'textmacros',
];

interface Converter {
  adaptor: LiteAdaptor;
  convert(tex: string, display: boolean): LiteElement;
}

let converter: Converter | undefined;

/** The MathJax document (TeX in, SVG out, glyphs as inline paths), made once per process. */
export const mathjaxConverter = (): Converter => {
  if (converter) return converter;
  const adaptor = liteAdaptor();
  RegisterHTMLHandler(adaptor);
  const doc = mathjax.document('', {
    InputJax: new TeX({
      packages: PACKAGES,
      formatError: (_jax: unknown, error: Error) => {
        throw error;
      },
    }),
    OutputJax: new SVG({ fontCache: 'none' }),
  });
  converter = {
    adaptor,
    convert: (tex, display) =>
      doc.convert(tex, { display, em: 16, ex: 8, containerWidth: 80 * 16 }) as LiteElement,
  };
  return converter;
};
