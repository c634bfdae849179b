import * as React from 'react';
import type { NavPage } from '../../src/nav/types';
import { createTranslate, type Translate } from '../../src/i18n/translate';
import { DEFAULT_LANGUAGE, localizePath } from '../../src/routing/languages';
import { isPlainLeftClick } from '../../src/routing/links';

export interface ShellNavigation {
  /** Follows a link the way the shell should: scroll, switch page in place, or load a document. */
  go: (href: string) => void;
  nav: readonly NavPage[];
  /** The reader's language; internal links keep it when it is a listed language. */
  userLanguage: string;
  t: Translate;
}

export const ShellContext = React.createContext<ShellNavigation>({
  go: () => {},
  nav: [],
  userLanguage: DEFAULT_LANGUAGE,
  t: createTranslate(DEFAULT_LANGUAGE),
});

/** Message lookup and link localisation for shell components. */
export function useShellText() {
  const { t, userLanguage } = React.useContext(ShellContext);
  return { t, localize: (href: string) => localizePath(href, userLanguage) };
}

/** Click handler for shell links: plain clicks navigate in place, modified clicks keep browser behaviour. */
export function useLinkHandler() {
  const { go } = React.useContext(ShellContext);
  return React.useCallback(
    (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      go(event.currentTarget.getAttribute('href') ?? '/');
    },
    [go],
  );
}
