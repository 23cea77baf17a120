import { Card, Col, Row, Typography } from 'antd';
import { PRODUCT_FAMILY, TECH_SUPPORT } from './product-family';
import { SitePage } from './site-page';

const { Title, Paragraph } = Typography;

/** The /aboutUs page: who we are, the product family and the support we give. */
export function AboutUsPage() {
  return (
    <SitePage title="关于我们">
      <Paragraph>
        我们专注于学校的教学数据化：让老师少花时间在誊分、统计和整理错题上，把精力留给学生。
        作业与网阅从一份作业的组卷开始，经过打印、扫描和网上阅卷，最后沉淀为年级、班级和每位学生的学情数据。
      </Paragraph>
      <Title level={3}>产品家族</Title>
      <Row gutter={[16, 16]} className="site-page__grid">
        {PRODUCT_FAMILY.map((item) => (
          <Col key={item.name} xs={24} md={8}>
            <Card title={item.name}>{item.text}</Card>
          </Col>
        ))}
      </Row>
      <Title level={3}>技术支持</Title>
      <Paragraph>
        {TECH_SUPPORT.join('、')}。扫描仪、打印机的安装调试与日常故障，均有工程师协助处理。
      </Paragraph>
    </SitePage>
  );
}
