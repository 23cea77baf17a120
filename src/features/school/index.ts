/** 学校设置 (/team/details). */
export { SchoolDetailsPage, type SchoolDetailsPageProps } from './components/school-details-page';
