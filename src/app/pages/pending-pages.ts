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
  page('/bigData', '大数据', '全校作业、考试和学情的汇总看板。', noMarked),
  page('/largescreen', '大屏展示', '在教室或会议室的大屏上展示学情。', noMarked),
];
