export { DocsPageContainer } from './DocsPageContainer';
export { Lead, PageTitle, Heading2, Heading3 } from './headings';
export { Demo } from './Demo';
export { PlanLabel } from './PlanLabel';
export { DocsLink } from './DocsLink';
export { mdxComponents } from './mdxComponents';
export { isHostedByShell } from './hosting';
