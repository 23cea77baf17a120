/** TeX as vector paths: MathJax SVG geometry, cached, drawn with PDF path operators. */
export * from './tex.types';
export { layoutTex } from './tex';
export { texPaths } from './tex-layout.stage';
export { drawTex, type TexPlacement } from './draw-tex';
export type { PathOp } from './svg-path';
export type { Affine } from './affine';
