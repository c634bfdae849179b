import type { GridFilterItem, GridFilterModel, GridSortModel } from '@mui/x-data-grid';

/**
 * An in-page stand-in for a REST back end, used by the server-side data demos. Each demo creates
 * its own server, so what one demo saves never shows up in another. Every call answers after
 * SERVER_DELAY_MS through `setTimeout`, with a copy of the data (like JSON over the network).
 * The data is generated from a fixed seed: every visit shows the same orders and employees.
 */
export const SERVER_DELAY_MS = 300;

/** A small seeded pseudo-random generator (mulberry32): same seed, same sequence. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type OrderStatus = 'Pending' | 'Shipped' | 'Delivered' | 'Cancelled';

export interface Order {
  id: number;
  orderNo: string;
  customer: string;
  country: string;
  product: string;
  quantity: number;
  total: number;
  status: OrderStatus;
  /** ISO date, `2025-03-14`. */
  orderDate: string;
}

const CUSTOMERS = ['Northwind Traders', 'Alpine Outfitters', 'Blue Harbor Foods', 'Cedar & Pine', 'Delta Logistics', 'Evergreen Books', 'Fjord Coffee', 'Granite Tools', 'Helios Solar', 'Ivy Lane Bakery', 'Juniper Health', 'Kestrel Bikes'];
const COUNTRIES = ['Canada', 'France', 'Germany', 'Japan', 'Norway', 'Spain', 'United Kingdom', 'United States'];
const PRODUCTS: Array<[string, number]> = [
  ['Desk lamp', 39],
  ['Office chair', 249],
  ['Standing desk', 599],
  ['Monitor arm', 119],
  ['Keyboard', 89],
  ['Webcam', 69],
  ['Headset', 149],
  ['Notebook pack', 12],
];
const STATUSES: OrderStatus[] = ['Pending', 'Shipped', 'Delivered', 'Delivered', 'Cancelled'];

export function generateOrders(count: number, seed = 2025): Order[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const firstDay = Date.UTC(2025, 0, 2);
  return Array.from({ length: count }, (_, index) => {
    const [product, price] = pick(PRODUCTS);
    const quantity = 1 + Math.floor(random() * 12);
    const day = new Date(firstDay + Math.floor((index * 365) / count) * 86_400_000);
    return {
      id: index + 1,
      orderNo: `SO-${10001 + index}`,
      customer: pick(CUSTOMERS),
      country: pick(COUNTRIES),
      product,
      quantity,
      total: price * quantity,
      status: pick(STATUSES),
      orderDate: day.toISOString().slice(0, 10),
    };
  });
}

type Row = Record<string, unknown>;

/** Applies one filter item of the grid's filter model; the server knows the default operators. */
function matchesItem(row: Row, item: GridFilterItem): boolean {
  const cell = row[item.field];
  const { operator, value } = item;
  if (operator === 'isEmpty') return cell === '' || cell == null;
  if (operator === 'isNotEmpty') return !(cell === '' || cell == null);
  if (operator === 'isAnyOf') return !Array.isArray(value) || value.length === 0 || value.map(String).includes(String(cell));
  // An item without a value is not complete yet: like the grid, ignore it.
  if (value === undefined || value === null || value === '') return true;
  if (typeof cell === 'number') {
    const number = Number(value);
    switch (operator) {
      case '>': return cell > number;
      case '>=': return cell >= number;
      case '<': return cell < number;
      case '<=': return cell <= number;
      case '!=': return cell !== number;
      default: return cell === number;
    }
  }
  const text = String(cell ?? '').toLowerCase();
  const search = String(value).toLowerCase();
  switch (operator) {
    case 'equals':
    case 'is': return text === search;
    case 'not':
    case 'doesNotEqual': return text !== search;
    case 'startsWith': return text.startsWith(search);
    case 'endsWith': return text.endsWith(search);
    case 'doesNotContain': return !text.includes(search);
    case 'after': return text > search;
    case 'onOrAfter': return text >= search;
    case 'before': return text < search;
    case 'onOrBefore': return text <= search;
    default: return text.includes(search);
  }
}

function matchesModel(row: Row, model: GridFilterModel | undefined): boolean {
  if (!model) return true;
  const items = model.items ?? [];
  const itemsPass = model.logicOperator === 'or' && items.length > 0 ? items.some((item) => matchesItem(row, item)) : items.every((item) => matchesItem(row, item));
  const words = (model.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const searchPass = words.every((word) => Object.values(row).some((cell) => String(cell).toLowerCase().includes(word)));
  return itemsPass && searchPass;
}

function sortRows<T extends Row>(rows: T[], sortModel: GridSortModel | undefined): T[] {
  const sorted = [...rows];
  for (const { field, sort } of [...(sortModel ?? [])].reverse()) {
    const direction = sort === 'desc' ? -1 : 1;
    sorted.sort((a, b) => {
      const x = a[field];
      const y = b[field];
      if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
      return String(x).localeCompare(String(y)) * direction;
    });
  }
  return sorted;
}

/** What a list endpoint accepts: the grid's models and a range of rows (`end` included). */
export interface ListQuery {
  filterModel?: GridFilterModel;
  sortModel?: GridSortModel;
  start?: number;
  end?: number;
}

/** What a list endpoint answers: one slice of rows, and how many rows match the query in all. */
export interface ListResult<T> {
  rows: T[];
  rowCount: number;
}

function list<T extends Row>(all: T[], query: ListQuery): ListResult<T> {
  const matching = sortRows(all.filter((row) => matchesModel(row, query.filterModel)), query.sortModel);
  const start = query.start ?? 0;
  const end = query.end ?? matching.length - 1;
  return { rows: matching.slice(start, end + 1), rowCount: matching.length };
}

/** Answers after the fixed delay, or fails with a 503 while the server is "down". */
function answer<T>(isDown: () => boolean, compute: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      try {
        if (isDown()) throw new Error('503 Service Unavailable: the server did not answer');
        resolve(structuredClone(compute()));
      } catch (error) {
        reject(error);
      }
    }, SERVER_DELAY_MS);
  });
}

/** `GET /orders` and `PUT /orders/:id` of a shop's back end, over `count` orders. */
export function createOrdersServer(count = 1000) {
  const orders = generateOrders(count);
  let down = false;
  const isDown = () => down;
  return {
    getOrders: (query: ListQuery) => answer(isDown, () => list(orders as unknown as Row[], query) as unknown as ListResult<Order>),
    updateOrder: (order: Order) =>
      answer(isDown, () => {
        const index = orders.findIndex((existing) => existing.id === order.id);
        if (index === -1) throw new Error(`404 Not Found: no order ${order.id}`);
        orders[index] = { ...order, total: (orders[index].total / orders[index].quantity) * order.quantity };
        return orders[index];
      }),
    /** Another client places an order: it exists on the server, not yet in your grid. */
    addOrder: () =>
      answer(isDown, () => {
        const id = orders.length + 1;
        const order: Order = { id, orderNo: `SO-${10000 + id}`, customer: CUSTOMERS[id % CUSTOMERS.length], country: COUNTRIES[id % COUNTRIES.length], product: 'Headset', quantity: 2, total: 298, status: 'Pending', orderDate: '2026-01-05' };
        orders.push(order);
        return order;
      }),
    /** Simulates an outage: every request fails until it is called with `false`. */
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

export interface Employee {
  id: number;
  name: string;
  title: string;
  department: string;
  location: string;
  managerId: number | null;
}

/** An employee as the org chart endpoint returns it: with the number of direct reports. */
export interface EmployeeRow extends Employee {
  directReports: number;
}

const FIRST_NAMES = ['Ava', 'Ben', 'Chloé', 'Diego', 'Elif', 'Farah', 'Gustav', 'Hana', 'Ines', 'Jonas', 'Kofi', 'Lena', 'Mateo', 'Nora', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Yara', 'Zoe'];
const LAST_NAMES = ['Adler', 'Baker', 'Castro', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Hughes', 'Ito', 'Jensen', 'Kowalski', 'Larsen', 'Moreau', 'Nakamura', 'Okafor', 'Patel', 'Rossi', 'Silva', 'Tanaka', 'Varga', 'Weber'];
const DEPARTMENTS: Array<[string, string]> = [
  ['Engineering', 'Software engineer'],
  ['Sales', 'Account executive'],
  ['Marketing', 'Marketing specialist'],
  ['Finance', 'Accountant'],
  ['Operations', 'Operations analyst'],
];
const OFFICES = ['Berlin', 'London', 'New York', 'Paris', 'Tokyo', 'Toronto'];

/** A company of 99 people: a CEO, one vice president per department, managers, and their teams. */
export function generateEmployees(seed = 7): Employee[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const used = new Set<string>();
  const uniqueName = () => {
    for (;;) {
      const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
  };
  const employees: Employee[] = [{ id: 1, name: uniqueName(), title: 'Chief executive officer', department: 'Management', location: 'London', managerId: null }];
  const add = (employee: Omit<Employee, 'id' | 'name'>) => {
    const created = { id: employees.length + 1, name: uniqueName(), ...employee };
    employees.push(created);
    return created;
  };
  for (const [department, role] of DEPARTMENTS) {
    const vp = add({ title: `VP ${department}`, department, location: pick(OFFICES), managerId: 1 });
    const managers = 2 + Math.floor(random() * 3);
    for (let m = 0; m < managers; m += 1) {
      const manager = add({ title: `${department} manager`, department, location: pick(OFFICES), managerId: vp.id });
      const team = 3 + Math.floor(random() * 4);
      for (let e = 0; e < team; e += 1) add({ title: role, department, location: manager.location, managerId: manager.id });
    }
  }
  return employees;
}

/** What the org chart endpoint accepts: the names from the CEO down to the manager whose team to list. */
export interface TeamQuery extends ListQuery {
  /** `[]` lists the top of the chart; `['Ava Adler', 'Ben Baker']` lists Ben Baker's reports. */
  path: string[];
}

/** `GET /org-chart?path=…`: one manager's direct reports at a time. */
export function createOrgChartServer() {
  const employees = generateEmployees();
  let down = false;
  const isDown = () => down;
  const reportsOf = (managerId: number | null): EmployeeRow[] =>
    employees
      .filter((employee) => employee.managerId === managerId)
      .map((employee) => ({ ...employee, directReports: employees.filter((other) => other.managerId === employee.id).length }));
  return {
    getTeam: (query: TeamQuery) =>
      answer(isDown, () => {
        let managerId: number | null = null;
        for (const name of query.path) {
          const manager = employees.find((employee) => employee.managerId === managerId && employee.name === name);
          if (!manager) throw new Error(`404 Not Found: no ${name} in the org chart`);
          managerId = manager.id;
        }
        return list(reportsOf(managerId) as unknown as Row[], query) as unknown as ListResult<EmployeeRow>;
      }),
    setDown: (value: boolean) => {
      down = value;
    },
  };
}
