export { ApiPage, ApiEntrySections } from './ApiPage';
export { ApiIndexPage } from './ApiIndexPage';
export { ComponentsApiPage } from './ComponentsApiPage';
