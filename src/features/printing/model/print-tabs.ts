/** The documents of the print screens, one route each. */
export type PrintTab = 'paper' | 'answer' | 'card' | 'barcode' | 'qrcode' | 'check';

/** A print screen: its tab label, route and whether it prints something of a paper. */
export interface PrintTabInfo {
  key: PrintTab;
  label: string;
  path: string;
  needsPaper: boolean;
}

/** The print routes of spec section 2, as tabs of one workbench. */
export const PRINT_TABS: readonly PrintTabInfo[] = [
  { key: 'paper', label: '试卷', path: '/printing', needsPaper: true },
  { key: 'answer', label: '答案', path: '/printanswer', needsPaper: true },
  { key: 'card', label: '答题卡', path: '/answerCard', needsPaper: true },
  { key: 'barcode', label: '条形码', path: '/printBarcode', needsPaper: false },
  { key: 'qrcode', label: '二维码', path: '/printcode', needsPaper: false },
  { key: 'check', label: '打印机校准', path: '/pringtingtest', needsPaper: false },
];

/** The route of a tab, keeping the paper being printed. */
export const tabPath = (tab: PrintTab, paperId: string | null): string => {
  const path = PRINT_TABS.find((t) => t.key === tab)!.path;
  return paperId ? `${path}?paperId=${encodeURIComponent(paperId)}` : path;
};
