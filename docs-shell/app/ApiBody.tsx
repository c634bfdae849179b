import * as React from 'react';
import { ApiIndexPage, ApiPage, ComponentsApiPage } from '../../src/page/api';
import type { ApiContent } from '../../src/apiDocs/pageText';

/** The body of an API reference page, rendered from its data (a chunk of its own: see ApiContent). */
export function ApiBody({ content }: { content: ApiContent }) {
  if (content.type === 'entry') return <ApiPage data={content.data} header={false} />;
  if (content.type === 'index') return <ApiIndexPage data={content.data} header={false} />;
  return <ComponentsApiPage data={content.data} header={false} />;
}
