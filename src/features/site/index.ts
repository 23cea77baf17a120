/** The site's own pages: about us, the user agreement and 404. */
export { AboutUsPage } from './components/about-us-page';
export { ProtocolPage } from './components/protocol-page';
export { ProtocolContent } from './components/protocol-content';
export { NotFoundPage, type NotFoundPageProps } from './components/not-found-page';
export { PRODUCT_FAMILY, TECH_SUPPORT } from './components/product-family';
