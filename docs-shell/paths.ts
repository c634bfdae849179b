/** Data of all pages, for switching pages in the shell without a reload. */
export const PAGES_DATA_URL = '/shell-data/pages.json';
