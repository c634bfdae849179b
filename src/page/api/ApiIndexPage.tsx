import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { apiKindTitles } from '../../apiDocs/catalog';
import { apiContentMeta, apiIndexHeadings, apiIndexTitle, type ApiIndexData } from '../../apiDocs/pageText';
import type { ApiEntryKind } from '../../apiDocs/types';
import { Heading2 } from '../headings';
import { PlanLabel } from '../PlanLabel';
import { ApiTable } from './ApiTables';

const indexColumns = [
  { header: 'Name', width: '40%' },
  { header: 'Summary', width: '60%' },
];

/** A product's API index: every entry by kind, with its plan label and the first sentence of its description. */
export function ApiIndexPage({ data, header = true }: { data: ApiIndexData; header?: boolean }) {
  const kinds = apiIndexHeadings(data);
  return (
    <Box className="api-index">
      {header ? (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {apiIndexTitle(data.product)}
          </Typography>
          <Typography component="p" className="lead" sx={{ fontSize: '1.25rem', color: 'text.secondary', mb: 3 }}>
            {apiContentMeta({ type: 'index', data }).lead}
          </Typography>
        </>
      ) : null}
      {kinds.map((heading) => {
        const kind = (Object.keys(apiKindTitles) as ApiEntryKind[]).find((candidate) => apiKindTitles[candidate] === heading.text)!;
        return (
          <React.Fragment key={heading.id}>
            <Heading2 id={heading.id}>{heading.text}</Heading2>
            <ApiTable showCaption caption={`${heading.text} of the package, ${data.entries.filter((entry) => entry.kind === kind).length} in all`} columns={indexColumns}>
              {data.entries
                .filter((entry) => entry.kind === kind)
                .map((entry) => (
                  <tr key={entry.route}>
                    <th scope="row" className="api-name">
                      <a href={entry.route}>
                        <code>{entry.name}</code>
                      </a>
                      {entry.plan !== 'community' ? (
                        <span className="api-plan">
                          <PlanLabel plan={entry.plan} />
                        </span>
                      ) : null}
                    </th>
                    <td className="api-description" data-label="Summary">
                      {entry.summary}
                    </td>
                  </tr>
                ))}
            </ApiTable>
          </React.Fragment>
        );
      })}
    </Box>
  );
}
