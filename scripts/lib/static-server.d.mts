import type { Server } from 'node:http';

/** The site's static server: files of `root`, its `_redirects` and `_headers`, real 404s. */
export function createStaticServer(options: { root: string }): Server;
/** Listens (port 0 picks a free one) and resolves with the base URL. */
export function listen(server: Server, port?: number, host?: string): Promise<string>;
