/** Colours of the dark large screen (readable from several metres). */
export const SCREEN = {
  background: '#050d1f',
  panel: 'rgba(16, 40, 84, 0.55)',
  border: '#1e4b8f',
  text: '#e6f0ff',
  muted: '#8aa4cc',
  accent: '#33d1ff',
  palette: ['#33d1ff', '#ffc53d', '#73d13d', '#ff7a45', '#b37feb', '#ff4d8f'],
} as const;

/** Axis and text styles every chart of the screen shares. */
export const axisStyle = {
  axisLine: { lineStyle: { color: SCREEN.border } },
  axisLabel: { color: SCREEN.muted, fontSize: 16 },
  splitLine: { lineStyle: { color: 'rgba(30, 75, 143, 0.4)' } },
  nameTextStyle: { color: SCREEN.muted, fontSize: 14 },
};

/** The base of every chart option: transparent, the palette, light text. */
export const baseOption = {
  backgroundColor: 'transparent',
  color: [...SCREEN.palette],
  textStyle: { color: SCREEN.text, fontSize: 16 },
  legend: { textStyle: { color: SCREEN.text, fontSize: 16 }, top: 0 },
  tooltip: { trigger: 'axis' as const },
};
