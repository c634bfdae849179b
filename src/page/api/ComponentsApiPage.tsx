import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { componentsApiIdPrefix, type ComponentsApiData } from '../../apiDocs/pageText';
import { Heading2 } from '../headings';
import { ApiEntrySections } from './ApiPage';
import { apiPageStyles } from './ApiTables';

export interface ComponentsApiPageProps {
  data: ComponentsApiData;
  /** Title and lead: shown in Storybook; the shell prerenders its own above the tabs. */
  header?: boolean;
}

function listOfNames(names: readonly string[]): React.ReactNode {
  return names.map((name, index) => (
    <React.Fragment key={name}>
      {index > 0 ? (index === names.length - 1 ? ' and ' : ', ') : null}
      <code>{name}</code>
    </React.Fragment>
  ));
}

/**
 * A page's "Components API" tab: the props, slots and CSS classes of each component the page
 * documents, from the same data as their own API pages. Rendered in Storybook and by the shell.
 */
export function ComponentsApiPage({ data, header = true }: ComponentsApiPageProps) {
  return (
    <Box className="api-page components-api" sx={apiPageStyles}>
      {header ? (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {data.pageTitle}
          </Typography>
          <Typography component="p" className="lead" sx={{ fontSize: '1.25rem', color: 'text.secondary', mb: 3 }}>
            {data.pageLead}
          </Typography>
        </>
      ) : null}
      <p>
        The props, slots and CSS classes of {listOfNames(data.components.map((component) => component.name))}, the components this page&apos;s{' '}
        <a href={data.pageRoute}>demos</a> show. Each one also has an API page of its own, which lists every docs page that uses it.
      </p>
      {data.components.map((component) => (
        <section key={component.name} aria-labelledby={component.slug}>
          <Heading2 id={component.slug}>{component.name}</Heading2>
          <ApiEntrySections data={component} idPrefix={componentsApiIdPrefix(component)} level={3} demos={false} />
          <p>
            <a href={component.route}>{component.name} API page</a>
          </p>
        </section>
      ))}
    </Box>
  );
}
