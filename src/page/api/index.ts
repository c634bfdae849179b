export { ApiPage } from './ApiPage';
export { ApiIndexPage } from './ApiIndexPage';
