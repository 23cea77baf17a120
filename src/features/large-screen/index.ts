/** 大屏展示: the school's live large screen (the route loads it lazily). */
export { LargeScreenPage } from './components/large-screen-page';
