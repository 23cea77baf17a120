/** The public home page. */
export { HomePage, type HomePageProps } from './components/home-page';
