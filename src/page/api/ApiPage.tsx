import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApiMember, ApiPageData, ApiPlan } from '../../apiDocs/types';
import { apiPageHeadings, apiPageLead, apiPageTitle, memberAnchorPrefix, memberSectionTitle, planNames, sectionIds, type ApiSectionPlacement } from '../../apiDocs/pageText';
import { comparePlans } from '../../apiDocs/naming';
import { Heading2, Heading3 } from '../headings';
import { PlanLabel } from '../PlanLabel';
import { apiPageStyles, ClassesTable, Html, InheritanceList, MemberType, MembersTable, SlotsTable } from './ApiTables';

const codeBlockStyles = {
  m: 0,
  p: 2,
  borderRadius: 1.5,
  overflowX: 'auto',
  fontSize: '0.8125rem',
  lineHeight: 1.6,
  bgcolor: 'action.hover',
  border: '1px solid',
  borderColor: 'divider',
} as const;

function importLines(data: ApiPageData): string {
  const keyword = data.kind === 'interface' ? 'import type' : 'import';
  return data.importPaths.map((specifier) => `${keyword} { ${data.name} } from '${specifier}';`).join('\n// or\n');
}

/**
 * The lowest plan among the page's members: DataGridPremium's plainest props are Community ones, a
 * Pro-only DateRangePicker's are all Pro (then no row needs a label).
 */
export function basePlanOf(members: readonly ApiMember[], fallback: ApiPlan): ApiPlan {
  return members.reduce<ApiPlan>((lowest, member) => (comparePlans(member.plan, lowest) < 0 ? member.plan : lowest), members[0]?.plan ?? fallback);
}

/** "The Pro plan adds 35 props and the Premium plan 36", from the members' plan labels. */
function editionSummary(basePlan: ApiPlan, members: readonly ApiMember[], noun: string): string | null {
  const counts = (['pro', 'premium'] as const)
    .filter((plan) => comparePlans(plan, basePlan) > 0)
    .map((plan) => [plan, members.filter((member) => member.plan === plan).length] as const)
    .filter(([, count]) => count > 0);
  if (counts.length === 0) return null;
  const parts = counts.map(([plan, count]) => `the ${planNames[plan]} plan adds ${count} ${count === 1 ? noun.replace(/s$/, '') : noun}`);
  const sentence = parts.join(' and ');
  return `${sentence[0].toUpperCase()}${sentence.slice(1)}; they carry the plan's label below.`;
}

function Availability({ data }: { data: ApiPageData }) {
  const members = [...data.members, ...data.methods];
  const summary = editionSummary(basePlanOf(members, data.plan), members, data.kind === 'component' ? 'props' : data.kind === 'hook' ? 'parameters' : 'members');
  return (
    <Box component="p" sx={{ my: 2 }}>
      {data.plan !== 'community' ? <PlanLabel plan={data.plan as Exclude<ApiPlan, 'community'>} /> : null}
      Available from{' '}
      {data.editions.map((edition, index) => (
        <React.Fragment key={edition.packageName}>
          {index > 0 ? (index === data.editions.length - 1 ? ' and ' : ', ') : null}
          <code>{edition.packageName}</code> ({planNames[edition.plan]})
        </React.Fragment>
      ))}
      . {summary}
    </Box>
  );
}

export interface ApiPageProps {
  data: ApiPageData;
  /** Title and lead: shown in Storybook; the shell prerenders its own above the page. */
  header?: boolean;
}

/**
 * One API page (component, interface or hook) from its generated data: the same component in
 * Storybook's MDX page and in the shell's prerendered HTML.
 */
export function ApiPage({ data, header = true }: ApiPageProps) {
  return (
    <Box className="api-page" sx={apiPageStyles}>
      {header ? (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {apiPageTitle(data)}
          </Typography>
          <Typography component="p" className="lead" sx={{ fontSize: '1.25rem', color: 'text.secondary', mb: 3 }}>
            {apiPageLead(data)}
          </Typography>
        </>
      ) : null}
      <ApiEntrySections data={data} />
    </Box>
  );
}

export interface ApiEntrySectionsProps extends ApiSectionPlacement {
  data: ApiPageData;
}

/** An entry's description and sections: the body of its own page, or one component on a page's API tab. */
export function ApiEntrySections({ data, idPrefix = '', level = 2, demos = true }: ApiEntrySectionsProps) {
  const headings = new Map(apiPageHeadings(data, { idPrefix, level, demos }).map((heading) => [heading.id, heading.text]));
  const SectionHeading = level === 2 ? Heading2 : Heading3;
  const section = (id: string) => <SectionHeading id={`${idPrefix}${id}`}>{headings.get(`${idPrefix}${id}`)}</SectionHeading>;
  const membersId = sectionIds.members(data.kind);
  const basePlan = basePlanOf([...data.members, ...data.methods], data.plan);
  return (
    <>
      <Html html={data.descriptionHtml} className="api-summary" />
      <Availability data={data} />

      {section(sectionIds.import)}
      {/* Focusable: a long import path scrolls sideways, and keyboard readers must reach it. */}
      <Box component="pre" dir="ltr" sx={codeBlockStyles} tabIndex={0} aria-label={`Import ${data.name}`}>
        <code>{importLines(data)}</code>
      </Box>

      {headings.has(`${idPrefix}${membersId}`) ? (
        <>
          {section(membersId)}
          {data.members.length > 0 ? (
            <MembersTable
              caption={`${memberSectionTitle[data.kind]} of ${data.name}`}
              anchorPrefix={`${idPrefix}${memberAnchorPrefix[data.kind]}`}
              members={data.members}
              typeLinks={data.typeLinks}
              basePlan={basePlan}
            />
          ) : (
            <p>{data.kind === 'hook' ? `${data.name} takes no parameters.` : `${data.name} has no documented ${memberSectionTitle[data.kind].toLowerCase()}.`}</p>
          )}
          {data.kind === 'component' ? <ComponentNotes data={data} /> : null}
        </>
      ) : null}

      {data.methods.length > 0 ? (
        <>
          {section(sectionIds.methods)}
          <MembersTable
            caption={`Methods of ${data.name}`}
            anchorPrefix={`${idPrefix}method`}
            members={data.methods}
            typeLinks={data.typeLinks}
            basePlan={basePlan}
            nameHeader="Method"
          />
        </>
      ) : null}

      {data.returns ? (
        <>
          {section(sectionIds.returns)}
          <p>
            <MemberType type={data.returns.type} fullType={data.returns.fullType} links={data.typeLinks} />
          </p>
          <Html html={data.returns.descriptionHtml} />
        </>
      ) : null}

      {data.inheritance.length > 0 ? (
        <>
          {section(sectionIds.inheritance)}
          <InheritanceList componentName={data.name} inheritance={data.inheritance} />
        </>
      ) : null}

      {data.slots.length > 0 ? (
        <>
          {section(sectionIds.slots)}
          <p>
            Replace a part of {data.name} through the <code>slots</code> prop, and pass props to it through <code>slotProps</code>. See{' '}
            <a href="/x/common-concepts/custom-components/">slots and subcomponents</a>.
          </p>
          <SlotsTable componentName={data.name} slots={data.slots} idPrefix={idPrefix} />
        </>
      ) : null}

      {data.classes.length > 0 ? (
        <>
          {section(sectionIds.classes)}
          <p>
            Style a part of {data.name} with these class names in your CSS, or pass extra classes through the <code>classes</code> prop.
            {data.classesExport ? (
              <>
                {' '}
                The <code>{data.classesExport}</code> object, exported by the package, holds them all.
              </>
            ) : null}
          </p>
          <ClassesTable componentName={data.name} classes={data.classes} idPrefix={idPrefix} />
        </>
      ) : null}

      {demos ? (
        <>
          {section(sectionIds.demos)}
          {data.demos.length > 0 ? (
            <ul className="api-demos">
              {data.demos.map((demo) => (
                <li key={demo.route}>
                  <a href={demo.route}>{demo.title}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p>No demo on this site imports {data.name} yet.</p>
          )}
        </>
      ) : null}
    </>
  );
}

function ComponentNotes({ data }: { data: ApiPageData }) {
  const notes: string[] = [];
  if (data.refElement) notes.push(`The ref is forwarded to the root element (${data.refElement}).`);
  if (data.acceptsNativeProps) notes.push('Props not listed here, such as native attributes and event handlers, are passed on to the root element.');
  if (notes.length === 0) return null;
  return <p>{notes.join(' ')}</p>;
}
