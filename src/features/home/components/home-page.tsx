import { Button, Card, Col, Row, Steps, Typography } from 'antd';
import { CAPABILITIES, WORKFLOW } from './capabilities';
import './home-page.css';

/** Props of the public home page. */
export interface HomePageProps {
  logoSrc: string;
  /** Toggles the 注册/登录 box. */
  onLoginClick(): void;
}

/** The public home page `/`: presents the product and opens the login box. */
export function HomePage({ logoSrc, onLoginClick }: HomePageProps) {
  return (
    <div className="home">
      <header className="home__bar">
        <div className="home__brand">
          <img src={logoSrc} alt="" width={36} height={36} />
          <span>作业与网阅</span>
        </div>
        <Button type="primary" ghost onClick={onLoginClick}>
          注册/登录
        </Button>
      </header>
      <section className="home__hero">
        <Typography.Title>让每一份作业都有数据</Typography.Title>
        <Typography.Paragraph className="home__lead">
          面向学校的作业与考试平台：组卷、打印、扫描答题卡、网上阅卷、学情分析和错题重练，
          一条线走完。
        </Typography.Paragraph>
        <Button type="primary" size="large" onClick={onLoginClick}>
          登录开始使用
        </Button>
      </section>
      <section className="home__section">
        <Typography.Title level={2}>一次作业的完整流程</Typography.Title>
        <Steps
          className="home__steps"
          titlePlacement="vertical"
          items={WORKFLOW.map((title) => ({ title, status: 'process' }))}
          responsive
        />
      </section>
      <section className="home__section">
        <Typography.Title level={2}>产品功能</Typography.Title>
        <Row gutter={[24, 24]}>
          {CAPABILITIES.map((item) => (
            <Col key={item.title} xs={24} sm={12} lg={6}>
              <Card title={item.title} className="home__card">
                {item.text}
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <footer className="home__foot">作业与网阅 · 为老师减负，为教学提效</footer>
    </div>
  );
}
