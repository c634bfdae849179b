export { DocsPageContainer } from './DocsPageContainer';
export { Lead, PageTitle, Heading2, Heading3 } from './headings';
export { DemoBlock as Demo } from '../demo/DemoBlock';
export { PlanLabel } from './PlanLabel';
export { DocsLink } from './DocsLink';
export { mdxComponents } from './mdxComponents';
export { isHostedByShell } from './hosting';
