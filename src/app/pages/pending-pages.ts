/** A page whose content a later issue builds: its title and an honest empty state. */
export interface PendingPageInfo {
  path: string;
  title: string;
  /** What will appear on this page. */
  summary: string;
  /** Why it is empty now. */
  empty: string;
  /** What the user can do now. */
  action: { label: string; to: string };
}

const toPaperList = { label: '返回作业列表', to: '/paperlist' };
const noMarked = '还没有已批改的作业，批改完成后这里会出现统计结果。';

const page = (
  path: string,
  title: string,
  summary: string,
  empty: string,
  action = toPaperList,
): PendingPageInfo => ({ path, title, summary, empty, action });

/** Every such page of spec section 2, one row each. */
export const PENDING_PAGES: readonly PendingPageInfo[] = [
  page('/assistant/analysis', '数据分析', '作业的得分率、难度和区分度分析。', noMarked),
  page('/assistant/commentary', '作业讲评', '按题展示典型作答，辅助课堂讲评。', noMarked),
  page('/assistant/details', '作业详情', '每位学生每道题的作答和得分明细。', noMarked),
  page('/assistant/papaerReport', '作业报告', '一次作业的完整报告，可导出。', noMarked),
  page('/rehearse', '错题重练', '根据学生错题生成重练作业，并跟踪订正情况。', '还没有错题记录。'),
];
