export { extractPageMeta, PageMetaError, type PageMeta, type PageHeading } from './extractPageMeta';
export { createHeadingSlugger, rehypeHeadingIds } from './headingIds';
