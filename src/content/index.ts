export { extractPageMeta, PageMetaError, type PageMeta, type PageHeading } from './extractPageMeta';
