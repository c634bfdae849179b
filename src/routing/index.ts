export * from './routes';
export * from './sitePages';
export * from './links';
export * from './languages';
export * from './productInfo';
export * from './versions';
export * from './siteFiles';
export * from './docsTabs';
