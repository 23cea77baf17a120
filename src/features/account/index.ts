/** 个人中心 (/userset) and 问题反馈 (/userset?nav=2). */
export { UsersetPage, type UsersetPageProps } from './components/userset-page';
