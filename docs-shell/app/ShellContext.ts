import * as React from 'react';
import type { NavPage } from '../../src/nav/types';

export interface ShellNavigation {
  /** Follows a link the way the shell should: scroll, switch page in place, or load a document. */
  go: (href: string) => void;
  nav: readonly NavPage[];
}

export const ShellContext = React.createContext<ShellNavigation>({ go: () => {}, nav: [] });

/** Click handler for shell links: plain clicks navigate in place, modified clicks keep browser behaviour. */
export function useLinkHandler() {
  const { go } = React.useContext(ShellContext);
  return React.useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      go(event.currentTarget.getAttribute('href') ?? '/');
    },
    [go],
  );
}
