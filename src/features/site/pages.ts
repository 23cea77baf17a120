/** The routed pages of the site, loaded with their routes (React.lazy in src/app), never by the shell. */
export { AboutUsPage } from './components/about-us-page';
export { ProtocolPage } from './components/protocol-page';
export { NotFoundPage, type NotFoundPageProps } from './components/not-found-page';
