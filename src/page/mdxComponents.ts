import { DocsLink } from './DocsLink';
import { Heading2, Heading3, PageTitle } from './headings';
import { ScrollableTable } from './ScrollableTable';
import { CodeBlock, MdxCode } from './CodeBlock';

/** Element overrides for every MDX page (`parameters.docs.components`). */
export const mdxComponents = {
  h1: PageTitle,
  h2: Heading2,
  h3: Heading3,
  a: DocsLink,
  table: ScrollableTable,
  pre: CodeBlock,
  code: MdxCode,
};
