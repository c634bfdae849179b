export type { NavPage, OrderedPage, Plan } from './types';
export { pages } from './pages';
export {
  NavValidationError,
  validateNav,
  isGroup,
  isFileEntry,
  isAnchorEntry,
  isLinkEntry,
  collectPageRoutes,
  findNavContentMismatches,
} from './validate';
export { pageTitle, orderPages, findNeighbours, findAncestors } from './order';
export type { Neighbours } from './order';
export { navLabels } from './labels';
export type { NavLabel } from './labels';
