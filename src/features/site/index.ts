/** The site's own pages: about us, the user agreement and 404. */
export { ProtocolContent } from './components/protocol-content';
export { PRODUCT_FAMILY, TECH_SUPPORT } from './components/product-family';
