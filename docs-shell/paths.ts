/** Data of all pages, for switching pages in the shell without a reload. */
export const PAGES_DATA_URL = '/shell-data/pages.json';
/** Where the static Storybook build is copied inside the site. */
export const PREVIEW_DIR = 'storybook';
