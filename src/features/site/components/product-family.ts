/** The product family listed by the footer and the about page (spec section 1). */
export const PRODUCT_FAMILY = [
  { name: '智能作业系统', text: '组卷、打印、扫描、网阅与学情分析，覆盖日常作业的全过程。' },
  { name: '理科考试系统', text: '面向理科考试的命题、答题卡与阅卷，支持公式与作图题。' },
  { name: '宿舍睡眠系统', text: '记录寄宿生的作息与就寝情况，帮助学校做好住宿管理。' },
] as const;

/** The technical support offered (spec section 1). */
export const TECH_SUPPORT = ['软件更新', '硬件服务', '7*24h 售后响应'] as const;
