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
  page('/correct', '网上阅卷', '按题分配并在线批改已扫描的答题卡。', '还没有待批改的作业。'),
  page('/write', '批改', '逐题给分并批注学生作答。', '请先在网上阅卷中选择要批改的题目。', {
    label: '去网上阅卷',
    to: '/correct',
  }),
  page('/analysis/grade', '年级学情', '按年级查看各班成绩、得分率和分数段分布。', noMarked),
  page('/analysis/class', '班级学情', '查看班级每道题的得分率和学生排名。', noMarked),
  page('/analysis/person', '学生学情', '查看每位学生的成绩走势和薄弱知识点。', noMarked),
  page('/assistant/analysis', '数据分析', '作业的得分率、难度和区分度分析。', noMarked),
  page('/assistant/commentary', '作业讲评', '按题展示典型作答，辅助课堂讲评。', noMarked),
  page('/assistant/details', '作业详情', '每位学生每道题的作答和得分明细。', noMarked),
  page('/assistant/papaerReport', '作业报告', '一次作业的完整报告，可导出。', noMarked),
  page('/dataCenter/subject', '学科统计', '年级各学科的作业量和平均得分率。', noMarked),
  page('/dataCenter/correctScore', '作业批改报表', '各位教师的作业批改数量和进度。', noMarked),
  page(
    '/dataCenter/averageScore',
    '班级均分及小题对比',
    '各班均分和每道小题得分率的对比。',
    noMarked,
  ),
  page('/rehearse', '错题重练', '根据学生错题生成重练作业，并跟踪订正情况。', '还没有错题记录。'),
  page('/bigData', '大数据', '全校作业、考试和学情的汇总看板。', noMarked),
  page('/largescreen', '大屏展示', '在教室或会议室的大屏上展示学情。', noMarked),
  page('/schoolmaterials', '校本资料', '学校自建的试卷、讲义和练习。', '还没有校本资料。'),
  page('/paperbinding', '校本资料装订', '把校本资料编排装订成册。', '还没有待装订的资料。'),
  page(
    '/team/details',
    '学校设置',
    '管理学校信息、年级班级、学科和成员权限。',
    '这里会列出学校的年级、班级和成员。',
  ),
  page(
    '/team/member',
    '团队管理',
    '管理员邀请、审核和移除成员，分配学科与班级。',
    '还没有待审核的成员。',
  ),
  page(
    '/team/group',
    '我的团队',
    '查看所在团队、同组教师和任教班级。',
    '这里会列出你的团队和同组教师。',
  ),
  page('/invite', '邀请加入', '通过邀请链接加入学校团队。', '没有待处理的邀请。'),
];
