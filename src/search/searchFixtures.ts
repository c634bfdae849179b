import type { SearchRecord } from './types';

/** Records the search's unit tests share: a docs page and an API prop. */
export const sortingPage: SearchRecord = {
  id: 0,
  route: '/x/react-data-grid/sorting/',
  title: 'Sorting',
  name: 'Sorting',
  product: 'data-grid',
  kind: 'page',
  text: 'Order rows by a column.',
};

export const getRowIdProp: SearchRecord = {
  id: 1,
  route: '/x/api/data-grid/data-grid/',
  anchor: 'prop-getRowId',
  title: 'DataGrid',
  name: 'getRowId',
  product: 'data-grid',
  kind: 'api',
  text: 'Returns the id of a row.',
};

/** The prose file's URL the names files of the tests point at. */
export const fixtureProseUrl = '/assets/search-prose-0123456789ab.json';
