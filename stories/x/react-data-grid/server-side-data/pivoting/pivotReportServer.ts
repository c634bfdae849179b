import type { GridSortModel } from '@mui/x-data-grid';
import { createOrdersServer, type ListQuery, type Order, type OrderStatus } from '../fakeServer';

/**
 * A report endpoint that pivots on the server: it answers with one row per country and one column
 * per order status, holding the total of those orders. It asks the orders server of `fakeServer.ts`
 * for the orders that match the filter (so each answer comes after its 300 ms delay), then pivots.
 */

export const STATUSES: OrderStatus[] = ['Pending', 'Shipped', 'Delivered', 'Cancelled'];

/** One row of the pivoted report: a country, then the total of its orders by status. */
export type PivotRow = { id: string; country: string; all: number } & Record<OrderStatus, number>;

function sortPivot(rows: PivotRow[], sortModel: GridSortModel = []) {
  const [rule] = sortModel;
  if (!rule) return rows;
  const direction = rule.sort === 'desc' ? -1 : 1;
  const field = rule.field as keyof PivotRow;
  return [...rows].sort((a, b) =>
    typeof a[field] === 'number' ? ((a[field] as number) - (b[field] as number)) * direction : String(a[field]).localeCompare(String(b[field])) * direction,
  );
}

export function createPivotReportServer(count = 1000) {
  const orders = createOrdersServer(count);
  return {
    /** `GET /reports/totals-by-country-and-status`: the filter applies to the orders, the sort to the report's rows. */
    getTotalsByCountryAndStatus: async (query: Pick<ListQuery, 'filterModel' | 'sortModel'>) => {
      const { rows: matching } = await orders.getOrders({ filterModel: query.filterModel });
      const byCountry = new Map<string, PivotRow>();
      for (const order of matching as Order[]) {
        const row = byCountry.get(order.country) ?? { id: order.country, country: order.country, all: 0, Pending: 0, Shipped: 0, Delivered: 0, Cancelled: 0 };
        row[order.status] += order.total;
        row.all += order.total;
        byCountry.set(order.country, row);
      }
      const rows = sortPivot([...byCountry.values()].sort((a, b) => a.country.localeCompare(b.country)), query.sortModel);
      return { rows, rowCount: rows.length };
    },
  };
}
