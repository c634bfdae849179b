export * from './routes';
export * from './sitePages';
export * from './links';
