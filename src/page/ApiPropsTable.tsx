import * as React from 'react';
import Box from '@mui/material/Box';
import type { ApiProp, ApiSlot } from '../apiDocs/types';
import { ScrollableTable } from './ScrollableTable';

// Read by assistive technology, not shown.
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

/** `code` spans of the JSDoc text become code elements; everything else stays text. */
function InlineText({ text }: { text: string }) {
  const pieces = text.split(/`([^`]+)`/);
  return <>{pieces.map((piece, index) => (index % 2 === 1 ? <code key={index}>{piece}</code> : piece))}</>;
}

/** Paragraphs of a description (blank lines separate them; single line breaks are just wrapping). */
function Description({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim()).filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </>
  );
}

/** A default is a code value (`false`), or prose that marks its own code spans ("`true` on desktop"). */
function DefaultValue({ value }: { value: string | null }) {
  if (value === null) return null;
  return value.includes('`') ? <InlineText text={value} /> : <code>{value}</code>;
}

function DeprecatedLabel() {
  return <span className="api-deprecated">Deprecated</span>;
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

// Wide enough that four columns stay legible; narrower screens scroll the table sideways.
const tableStyles = {
  '& .api-table': { minWidth: 720, width: '100%' },
  '& .api-table th, & .api-table td': { verticalAlign: 'top', textAlign: 'start' },
  '& .api-table tbody th': { whiteSpace: 'nowrap', fontWeight: 'normal' },
  '& .api-table td p': { m: 0 },
  '& .api-table td p + p': { mt: 1 },
  '& .api-type code, & .api-default code': { wordBreak: 'break-word', whiteSpace: 'normal' },
  '& .api-type': { minWidth: 160, maxWidth: 280 },
  '& .api-description': { minWidth: 240 },
  '& .api-required': { color: 'error.main', fontWeight: 700, ml: 0.25 },
  '& .api-deprecated': {
    display: 'inline-block',
    ml: 1,
    px: 0.75,
    border: '1px solid',
    borderColor: 'divider',
    borderRadius: 1,
    fontSize: '0.75rem',
    lineHeight: 1.6,
    color: 'text.primary',
  },
} as const;

export interface ApiPropsTableProps {
  /** Component the props belong to (table caption). */
  componentName: string;
  /** Props as the generator wrote them (`<slug>.api.json`), already sorted. */
  props: readonly ApiProp[];
}

/**
 * Props of a component: name (with a required mark and a deprecated label), type, default and
 * description. Rows carry `prop-<name>` ids so a prop can be linked to.
 */
export function ApiPropsTable({ componentName, props }: ApiPropsTableProps) {
  if (props.length === 0) return <p>{componentName} has no documented props.</p>;
  return (
    <Box sx={tableStyles}>
      <ScrollableTable className="api-table">
        <caption style={visuallyHidden}>Props of {componentName}. Required props are marked with an asterisk.</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {props.map((prop) => (
            <tr key={prop.name} id={`prop-${prop.name}`}>
              <th scope="row">
                <code>{prop.name}</code>
                {prop.required ? <RequiredMark /> : null}
                {prop.deprecated ? <DeprecatedLabel /> : null}
              </th>
              <td className="api-type">
                <code>{prop.type}</code>
              </td>
              <td className="api-default">
                <DefaultValue value={prop.default} />
              </td>
              <td className="api-description">
                {prop.deprecated ? (
                  <p>
                    <strong>Deprecated.</strong> {prop.deprecationReason ? <InlineText text={prop.deprecationReason} /> : null}
                  </p>
                ) : null}
                <Description text={prop.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </Box>
  );
}

export interface ApiSlotsTableProps {
  componentName: string;
  /** Slots as the generator wrote them, already sorted. */
  slots: readonly ApiSlot[];
}

/** Slots of a component (`slots` prop): name, default component and description. */
export function ApiSlotsTable({ componentName, slots }: ApiSlotsTableProps) {
  if (slots.length === 0) return null;
  return (
    <Box sx={tableStyles}>
      <ScrollableTable className="api-table">
        <caption style={visuallyHidden}>Slots of {componentName}</caption>
        <thead>
          <tr>
            <th scope="col">Slot name</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot.name} id={`slot-${slot.name}`}>
              <th scope="row">
                <code>{slot.name}</code>
                {slot.deprecated ? <DeprecatedLabel /> : null}
              </th>
              <td className="api-default">
                <DefaultValue value={slot.default} />
              </td>
              <td className="api-description">
                <Description text={slot.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </Box>
  );
}
