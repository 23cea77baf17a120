/** 大数据: the school over a period (the route loads it lazily). */
export { BigDataPage } from './components/big-data-page';
