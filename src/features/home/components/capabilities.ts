/** What the home page presents: one card per capability of the product (spec section 1). */
export const CAPABILITIES = [
  { title: '组卷中心', text: '从题库挑选试题放入试题篮，一键生成试卷和配套答题卡。' },
  { title: '打印', text: '打印试卷、答案、成绩单，以及学生的二维码和条形码标签。' },
  { title: '扫描与网阅', text: '扫描仪批量扫描答题卡，客观题自动判分，主观题在线批改。' },
  { title: '学情分析', text: '按年级、班级和学生查看成绩、得分率和薄弱知识点。' },
  { title: '作业助手', text: '作业数据分析、讲评素材和详情报告，讲评课有据可依。' },
  { title: '错题重练', text: '根据错题自动组成重练作业，跟踪每位学生的订正情况。' },
  { title: '校本资料', text: '沉淀学校自己的试卷与讲义，装订成册，反复使用。' },
  { title: '数据中心', text: '年级主任查看学科统计、批改报表和班级均分对比。' },
] as const;

/** The typical week of a teacher with the product, shown as steps. */
export const WORKFLOW = [
  '选题组卷',
  '打印试卷与答题卡',
  '学生作答',
  '扫描答题卡',
  '在线批改',
  '学情分析与错题重练',
] as const;
