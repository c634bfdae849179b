import { apiContentMeta, memberAnchorPrefix, type ApiContent } from '../apiDocs/pageText';
import type { ApiPageData } from '../apiDocs/types';
import { searchPlanOf, searchProductOf, type SearchRecord } from './types';
import { firstSentence, htmlToText, trimText } from './text';

const memberDetail = { component: 'prop', interface: 'property', hook: 'parameter' } as const;

/** Records of one API entry: the entry itself, then each prop (property, parameter), method, slot and CSS class. */
function entryRecords(data: ApiPageData, nextId: () => number): SearchRecord[] {
  const product = searchProductOf(data.route);
  const base = { route: data.route, title: data.name, product, kind: 'api' as const };
  const plan = (value: string) => {
    const label = searchPlanOf(value);
    return label ? { plan: label } : {};
  };
  const describe = (html: string) => firstSentence(htmlToText(html));
  const member = (anchor: string, name: string, detail: string, planValue: string, text: string): SearchRecord => ({
    id: nextId(),
    ...base,
    anchor,
    name,
    detail,
    ...plan(planValue),
    text,
  });
  const own = htmlToText(data.descriptionHtml);
  return [
    { id: nextId(), ...base, name: data.name, detail: data.kind, ...plan(data.plan), text: trimText(own || apiContentMeta({ type: 'entry', data }).lead, 200) },
    ...data.members.map((entry) => member(`${memberAnchorPrefix[data.kind]}-${entry.name}`, entry.name, memberDetail[data.kind], entry.plan, describe(entry.descriptionHtml))),
    ...data.methods.map((method) => member(`method-${method.name}`, method.name, 'method', method.plan, describe(method.descriptionHtml))),
    ...data.slots.map((slot) => member(`slot-${slot.name}`, slot.name, 'slot', data.plan, describe(slot.descriptionHtml))),
    ...data.classes.map((entry) =>
      member(`classes-${entry.key}`, entry.key, 'CSS class', data.plan, trimText(`${entry.className} ${describe(entry.descriptionHtml)}`, 200)),
    ),
  ];
}

/**
 * Records of an API route: an entry's page and members, or a product's index page. A page's
 * "Components API" tab repeats entries that have their own pages: it adds nothing.
 */
export function apiContentRecords(content: ApiContent, nextId: () => number): SearchRecord[] {
  if (content.type === 'entry') return entryRecords(content.data, nextId);
  if (content.type === 'components') return [];
  const meta = apiContentMeta(content);
  return [
    {
      id: nextId(),
      route: content.data.route,
      title: meta.title,
      name: meta.title,
      product: searchProductOf(content.data.route),
      kind: 'page',
      text: meta.lead,
    },
  ];
}

/**
 * One record per member shared by several entries with the same description (the props DataGrid,
 * DataGridPro and DataGridPremium have in common; the pickers' shared props): the record of the
 * shortest entry name stays, listing the others. Results then show a prop once, not twenty times.
 */
export function mergeSharedMembers(records: readonly SearchRecord[]): SearchRecord[] {
  const kept = new Map<string, SearchRecord>();
  const merged: SearchRecord[] = [];
  for (const record of records) {
    if (record.kind !== 'api' || !record.anchor) {
      merged.push(record);
      continue;
    }
    const key = [record.product, record.detail, record.name, record.text].join('\u0000');
    const first = kept.get(key);
    if (!first) {
      kept.set(key, record);
      merged.push(record);
      continue;
    }
    const [keep, other] = record.title.length < first.title.length ? [record, first] : [first, record];
    if (keep !== first) {
      Object.assign(first, { ...keep, id: first.id, also: [...(first.also ?? []), first.title] });
    } else {
      first.also = [...(first.also ?? []), other.title];
    }
  }
  return merged;
}
