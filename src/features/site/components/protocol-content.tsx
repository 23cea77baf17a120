import { Typography } from 'antd';

const { Title, Paragraph } = Typography;

/** The sections of the user agreement. */
const SECTIONS = [
  {
    title: '一、服务内容',
    text: '作业与网阅为学校及其教师提供组卷、打印、答题卡扫描、网上阅卷、学情分析、错题重练等服务。账号由学校管理员开通，教师以本人账号使用。',
  },
  {
    title: '二、账号与安全',
    text: '请妥善保管账号和密码，不要转借他人。发现账号被盗用时，请立即联系学校管理员修改密码。因个人保管不当造成的损失由账号持有人承担。',
  },
  {
    title: '三、学生信息与数据',
    text: '平台中的学生姓名、学号、作答图像和成绩仅用于本校教学与学情分析。学校是这些数据的管理者，教师只能查看其任教班级的数据。我们不会向第三方出售或提供这些数据。',
  },
  {
    title: '四、使用规范',
    text: '不得上传违法、侵权或与教学无关的内容；不得以技术手段干扰平台运行或获取他人数据。上传的试题应确保拥有使用权。',
  },
  {
    title: '五、服务变更与终止',
    text: '我们会持续改进服务。学校停止使用时，可由管理员申请导出本校数据，导出完成后相关数据将被删除。',
  },
  {
    title: '六、技术支持',
    text: '我们提供软件更新、硬件服务和 7*24h 售后响应。使用中的问题可通过页面右侧的“问题反馈”提交。',
  },
] as const;

/** The user agreement text, used by /protocol and by the agreement link of the login form. */
export function ProtocolContent() {
  return (
    <article>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <Title level={4}>{section.title}</Title>
          <Paragraph>{section.text}</Paragraph>
        </section>
      ))}
    </article>
  );
}
