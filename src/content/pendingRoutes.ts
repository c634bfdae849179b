/**
 * Routes of the public v8 tree whose pages are still to be written (issue: Data Grid advanced
 * features). Pages may link to them ahead of time; every other link must reach a page of the site
 * (the build checks). Remove a route when its page lands; the list ends empty.
 */
export const PENDING_ROUTES: ReadonlySet<string> = new Set([
]);
