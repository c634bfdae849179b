import * as React from 'react';
import Box from '@mui/material/Box';
import type { ApiCssClass, ApiInheritance, ApiMember, ApiSlot } from '../../apiDocs/types';
import { PlanLabel } from '../PlanLabel';

/**
 * The API tables. Descriptions are sanitised HTML made at build time (src/apiDocs/docText.ts),
 * so nothing here parses Markdown. Three columns fit a desktop content column without sideways
 * scrolling (long types wrap, or show a short form with the whole type one click away); in a
 * container narrower than 600 px every row becomes a stacked card.
 */

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const apiTableStyles = {
  containerType: 'inline-size',
  my: 2,
  '& table': {
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    fontSize: '0.875rem',
  },
  '& th, & td': {
    verticalAlign: 'top',
    textAlign: 'start',
    p: 1.25,
    borderBottom: '1px solid',
    borderColor: 'divider',
  },
  '& thead th': {
    fontWeight: 600,
    color: 'text.secondary',
    fontSize: '0.8125rem',
  },
  '& tbody th': { fontWeight: 'normal' },
  '& code': {
    fontSize: '0.8125rem',
    overflowWrap: 'anywhere',
    wordBreak: 'normal',
    whiteSpace: 'normal',
  },
  '& .api-name code': { fontWeight: 600, color: 'primary.main' },
  '& .api-description p': { m: 0 },
  '& .api-description p + p, & .api-description ul, & .api-description ol': {
    mt: 1,
    mb: 0,
  },
  '& .api-description ul, & .api-description ol': { pl: 2.5 },
  '& .api-description a, & .api-type a': { color: 'primary.main' },
  '& .api-meta': {
    display: 'block',
    mt: 0.5,
    color: 'text.secondary',
    fontSize: '0.8125rem',
    overflowWrap: 'anywhere',
  },
  '& .api-meta code': { fontWeight: 'normal', color: 'text.primary' },
  '& .api-required': { color: 'error.main', fontWeight: 700, ml: 0.25 },
  '& .api-deprecated': {
    display: 'inline-block',
    mt: 0.5,
    px: 0.75,
    border: '1px solid',
    borderColor: 'warning.main',
    borderRadius: 1,
    fontSize: '0.75rem',
    lineHeight: 1.6,
    color: 'text.primary',
  },
  '& .api-plan': { display: 'block', mt: 0.5 },
  '& .api-plan .MuiChip-root': { ml: 0 },
  '& details summary': { cursor: 'pointer', listStylePosition: 'outside' },
  '& details[open] summary code': { display: 'none' },
  '& details summary .api-expand': {
    color: 'primary.main',
    fontSize: '0.75rem',
    ml: 0.5,
    whiteSpace: 'nowrap',
  },
  '& details[open] summary::after': {
    content: '"whole type"',
    color: 'text.secondary',
    fontSize: '0.75rem',
  },
  '& details[open] summary .api-expand': { display: 'none' },
  '& tr:target, & tr:target th, & tr:target td': {
    backgroundColor: 'action.selected',
  },
  '& tr': { scrollMarginTop: '80px' },
  // Stacked rows in narrow containers: each cell says what it is.
  '@container (max-width: 599px)': {
    '& table, & tbody, & tr, & th, & td': { display: 'block', width: 'auto' },
    '& thead': visuallyHidden,
    '& caption': { display: 'block', textAlign: 'start' },
    // An empty cell (an entry without a summary) would show its label alone.
    '& td[data-label]:empty': { display: 'none' },
    '& colgroup': { display: 'none' },
    '& tr': { borderBottom: '1px solid', borderColor: 'divider', py: 1 },
    '& th, & td': { borderBottom: 0, py: 0.5, px: 0 },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontWeight: 600,
      color: 'text.secondary',
      fontSize: '0.75rem',
    },
  },
} as const;

/** A type with every identifier that has its own page linked to it. */
export function TypeText({ text, links }: { text: string; links: Record<string, string> }) {
  const pieces = text.split(/(\b[A-Z][A-Za-z0-9_]*\b)/);
  return (
    // dir, not CSS direction: the RTL style plugin would flip a CSS direction; code reads left to right.
    <code dir="ltr">
      {pieces.map((piece, index) =>
        index % 2 === 1 && links[piece] ? (
          <a key={index} href={links[piece]}>
            {piece}
          </a>
        ) : (
          piece
        ),
      )}
    </code>
  );
}

const noLinks: Record<string, string> = {};

/** The short type, with the whole one a click away (works without JavaScript). */
export function MemberType({ type, fullType, links }: { type: string; fullType: string | null; links: Record<string, string> }) {
  if (!fullType) return <TypeText text={type} links={links} />;
  return (
    <details>
      <summary>
        {/* No links in the summary: a link inside it would be a control nested in a control. */}
        <TypeText text={type} links={noLinks} />
        <span className="api-expand">show the whole type</span>
      </summary>
      <TypeText text={fullType} links={links} />
    </details>
  );
}

export function Html({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function RequiredMark() {
  return (
    <>
      <span className="api-required" aria-hidden="true" title="required">
        *
      </span>
      <span style={visuallyHidden}> (required)</span>
    </>
  );
}

function Deprecated({ html }: { html: string | null }) {
  return (
    <>
      <span className="api-deprecated">Deprecated</span>
      {html ? <Html html={html} className="api-deprecation" /> : null}
    </>
  );
}

/** A default is a code value (`false`), or prose that marks its own code spans ("`true` on desktop"). */
function DefaultValue({ value }: { value: string }) {
  if (!value.includes('`')) return <code dir="ltr">{value}</code>;
  const pieces = value.split(/`([^`]+)`/);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 ? (
          <code key={index} dir="ltr">
            {piece}
          </code>
        ) : (
          piece
        ),
      )}
    </>
  );
}

/** The outer box of every API page: prose at a readable width, links in the theme's colour. */
export const apiPageStyles = {
  '& p': { maxWidth: '75ch' },
  '& p a, & li a': { color: 'primary.main' },
} as const;

export interface MembersTableProps {
  /** What the rows are, for the caption: "Props of DataGridPremium". */
  caption: string;
  /** Anchor prefix of each row: `prop` gives `#prop-rowHeight`. */
  anchorPrefix: string;
  members: readonly ApiMember[];
  typeLinks: Record<string, string>;
  /** The plan of the page's plainest members: members added by a higher plan carry its label. */
  basePlan: ApiMember['plan'];
  nameHeader?: string;
}

export interface ApiTableProps {
  /** What the rows are; hidden unless `showCaption` (the section heading says it for sighted readers). */
  caption: React.ReactNode;
  showCaption?: boolean;
  /** Column headers with their share of the width: the table never scrolls sideways on desktop. */
  columns: readonly { header: string; width: string }[];
  children: React.ReactNode;
}

/** The frame every API table shares: fixed column widths, stacked rows in narrow containers. */
export function ApiTable({ caption, showCaption = false, columns, children }: ApiTableProps) {
  return (
    <Box sx={apiTableStyles} className="api-table">
      <table>
        <caption style={showCaption ? { textAlign: 'start', fontSize: '0.875rem' } : visuallyHidden}>{caption}</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.header} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </Box>
  );
}

const threeColumns = (name: string, middle: string) => [
  { header: name, width: '27%' },
  { header: middle, width: '30%' },
  { header: 'Description', width: '43%' },
];

/** Props, properties, methods or parameters: name (required, plan, deprecated, default), type, description. */
export function MembersTable({ caption, anchorPrefix, members, typeLinks, basePlan, nameHeader = 'Name' }: MembersTableProps) {
  return (
    <ApiTable caption={`${caption}. Required entries are marked with an asterisk.`} columns={threeColumns(nameHeader, 'Type')}>
      {members.map((member) => (
        <tr key={member.name} id={`${anchorPrefix}-${member.name}`}>
          <th scope="row" className="api-name">
            <code>{member.name}</code>
            {member.required ? <RequiredMark /> : null}
            {member.plan !== 'community' && member.plan !== basePlan ? (
              <span className="api-plan">
                <PlanLabel plan={member.plan} />
              </span>
            ) : null}
            {member.default !== null ? (
              <span className="api-meta">
                Default: <DefaultValue value={member.default} />
              </span>
            ) : null}
            {member.deprecated ? <Deprecated html={member.deprecationHtml} /> : null}
          </th>
          <td className="api-type" data-label="Type">
            <MemberType type={member.type} fullType={member.fullType} links={typeLinks} />
          </td>
          <td className="api-description" data-label="Description">
            <Html html={member.descriptionHtml} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

/** `idPrefix` keeps row ids unique when several components share a page (an API tab). */
export function SlotsTable({ componentName, slots, idPrefix = '' }: { componentName: string; slots: readonly ApiSlot[]; idPrefix?: string }) {
  return (
    <ApiTable caption={`Slots of ${componentName}`} columns={threeColumns('Slot', 'Default component')}>
      {slots.map((slot) => (
        <tr key={slot.name} id={`${idPrefix}slot-${slot.name}`}>
          <th scope="row" className="api-name">
            <code>{slot.name}</code>
            {slot.deprecated ? <Deprecated html={null} /> : null}
          </th>
          <td className="api-type" data-label="Default component">
            {slot.default ? <DefaultValue value={slot.default} /> : null}
          </td>
          <td className="api-description" data-label="Description">
            <Html html={slot.descriptionHtml} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

export function ClassesTable({ componentName, classes, idPrefix = '' }: { componentName: string; classes: readonly ApiCssClass[]; idPrefix?: string }) {
  return (
    <ApiTable caption={`CSS classes of ${componentName}`} columns={threeColumns('Key', 'Class name')}>
      {classes.map((entry) => (
        <tr key={entry.key} id={`${idPrefix}classes-${entry.key}`}>
          <th scope="row" className="api-name">
            <code>{entry.key}</code>
            {entry.deprecated ? <Deprecated html={null} /> : null}
          </th>
          <td className="api-type" data-label="Class name">
            <code dir="ltr">.{entry.className}</code>
          </td>
          <td className="api-description" data-label="Description">
            <Html html={entry.descriptionHtml} />
          </td>
        </tr>
      ))}
    </ApiTable>
  );
}

export function InheritanceList({ componentName, inheritance }: { componentName: string; inheritance: readonly ApiInheritance[] }) {
  return (
    <>
      {inheritance.map((group) => (
        <p key={group.component}>
          {componentName} also accepts the props of{' '}
          <a href={group.href} {...(/^https?:/.test(group.href) ? { rel: 'noopener' } : {})}>
            {group.component}
          </a>{' '}
          that are not listed above:{' '}
          {group.props.map((name, index) => (
            <React.Fragment key={name}>
              {index > 0 ? ', ' : null}
              <code>{name}</code>
            </React.Fragment>
          ))}
          .
        </p>
      ))}
    </>
  );
}
