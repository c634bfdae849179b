import type { GridSortModel } from '@mui/x-data-grid';
import { createOrdersServer, type ListQuery, type Order } from '../fakeServer';

/**
 * A reporting endpoint over the orders of `fakeServer.ts`: it groups and aggregates on the server,
 * like a `GROUP BY` query. It asks the orders server for every order matching the filter (so each
 * answer still comes after its 300 ms delay), then groups the result.
 */

/** The functions this server computes, by the names the grid's aggregation model uses. */
export const SERVER_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'size', 'distinct'] as const;
export type ServerAggregation = (typeof SERVER_AGGREGATIONS)[number];

/** The grid's request, as `getRows` receives it, can be passed as it is. */
export interface ReportQuery extends Omit<ListQuery, 'start'> {
  /** The first row of the top level to return: a number (the grid passes `number | string`). */
  start?: number | string;
  /** The grouped fields, outermost first: `['country', 'product']`. */
  groupFields?: string[];
  /** The keys of the group to open, one per level: `[]` for the top level, `['France']` for France's rows. */
  groupKeys?: string[];
  /** `{ total: 'sum' }`: which value to compute for each field, for each group and for all rows. */
  aggregationModel?: Record<string, string>;
}

/** A group as the server returns it: its key, how many rows it holds, and its aggregated values. */
export interface GroupRow {
  id: string;
  groupKey: string;
  childCount: number;
  aggregates: Record<string, number>;
}

export type ReportRow = GroupRow | (Order & { groupKey: string; childCount: 0 });

export interface ReportResult {
  rows: ReportRow[];
  /** How many rows the requested level holds. */
  rowCount: number;
  /** The aggregated values over every matching order, for the grid's footer row: shaped like a group row's. */
  aggregateRow: { aggregates: Record<string, number> };
}

/** Computes one aggregation function over some orders. */
export function aggregate(orders: Order[], field: string, fn: string): number {
  const values = orders.map((order) => Number(order[field as keyof Order])).filter((value) => !Number.isNaN(value));
  switch (fn) {
    case 'size':
      return orders.length;
    case 'distinct':
      return new Set(orders.map((order) => order[field as keyof Order])).size;
    case 'avg':
      return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : 0;
    case 'min':
      return values.length ? Math.min(...values) : 0;
    case 'max':
      return values.length ? Math.max(...values) : 0;
    default:
      return values.reduce((a, b) => a + b, 0);
  }
}

function aggregates(orders: Order[], model: Record<string, string> = {}) {
  return Object.fromEntries(Object.entries(model).map(([field, fn]) => [field, aggregate(orders, field, fn)]));
}

/** Orders groups by their key, or by an aggregated value when the reader sorts that column. */
function sortGroups(groups: GroupRow[], field: string, sortModel: GridSortModel = []) {
  const rule = sortModel.find((item) => item.field === field || (groups.length > 0 && item.field in groups[0].aggregates));
  const direction = rule?.sort === 'desc' ? -1 : 1;
  const byAggregate = rule && rule.field !== field;
  return [...groups].sort((a, b) =>
    byAggregate ? (a.aggregates[rule.field] - b.aggregates[rule.field]) * direction : a.groupKey.localeCompare(b.groupKey) * direction,
  );
}

export function createOrdersReportServer(count = 1000) {
  const orders = createOrdersServer(count);
  return {
    setDown: orders.setDown,
    getReport: async (query: ReportQuery): Promise<ReportResult> => {
      const groupFields = query.groupFields ?? [];
      const groupKeys = query.groupKeys ?? [];
      // The filter and the sort belong to the orders server: ask it for every matching order.
      const { rows: matching } = await orders.getOrders({ filterModel: query.filterModel, sortModel: query.sortModel });
      const inGroup = matching.filter((order) => groupKeys.every((key, depth) => String(order[groupFields[depth] as keyof Order]) === key));
      const depth = groupKeys.length;
      let rows: ReportRow[];
      if (depth < groupFields.length) {
        const field = groupFields[depth];
        const buckets = new Map<string, Order[]>();
        for (const order of inGroup) {
          const key = String(order[field as keyof Order]);
          buckets.set(key, [...(buckets.get(key) ?? []), order]);
        }
        const groups = [...buckets].map(([key, members]) => ({
          id: `group/${[...groupKeys, key].join('/')}`,
          groupKey: key,
          childCount: depth + 1 < groupFields.length ? new Set(members.map((order) => String(order[groupFields[depth + 1] as keyof Order]))).size : members.length,
          aggregates: aggregates(members, query.aggregationModel),
        }));
        rows = sortGroups(groups, field, query.sortModel);
      } else {
        rows = inGroup.map((order) => ({ ...order, groupKey: order.orderNo, childCount: 0 as const }));
      }
      const rowCount = rows.length;
      // Only the top level is paginated; a group's rows come all at once.
      if (depth === 0 && query.start !== undefined && query.end !== undefined) rows = rows.slice(Number(query.start), query.end + 1);
      return { rows, rowCount, aggregateRow: { aggregates: aggregates(matching, query.aggregationModel) } };
    },
  };
}
