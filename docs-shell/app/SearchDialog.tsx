import * as React from 'react';
import { styled } from '@mui/material/styles';
import ButtonBase from '@mui/material/ButtonBase';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { vars } from './theme';
import { useShellText } from './ShellContext';
import { SEARCH_PAGE_ROUTE } from '../../src/search/searchPage';
import { isPlainLeftClick } from '../../src/routing/links';
import { forwardSearchShortcut, isApplePlatform, onSearchOpenRequest } from '../../src/search/shortcut';
import { captureTypeAhead, type TypeAhead } from '../../src/search/typeAhead';
import type { SearchEventParams } from '../../src/search/analyticsEvent';

const SearchButton = styled(ButtonBase)(({ theme }) => ({
  gap: theme.spacing(1),
  textDecoration: 'none',
  padding: theme.spacing(0.5, 1, 0.5, 1.25),
  minHeight: 36,
  borderRadius: 10,
  border: `1px solid ${vars(theme).palette.divider}`,
  color: vars(theme).palette.text.secondary,
  fontSize: '0.875rem',
  '&:hover': { borderColor: vars(theme).palette.text.secondary },
  '&.Mui-focusVisible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 2 },
  '& kbd': {
    font: 'inherit',
    fontSize: '0.75rem',
    fontWeight: 600,
    padding: theme.spacing(0, 0.5),
    borderRadius: 4,
    border: `1px solid ${vars(theme).palette.divider}`,
  },
  // Phones show the icon alone; the word stays the button's name (no aria-label: the name is what readers see).
  '& .label': {
    [theme.breakpoints.down('sm')]: visuallyHidden,
  },
})) as typeof ButtonBase; // Keeps ButtonBase's typing, which renders an <a> when given an href.

// The dialog and the search library stay out of the app chunk (and off the first load): fetched
// once the shell has hydrated, so the shortcut finds them ready and no keystroke is lost to a
// loading dialog. The index itself loads on the first opening.
type Panel = typeof import('./SearchDialogPanel').default;
let loadedPanel: Panel | null = null;
const loadPanel = () =>
  import('./SearchDialogPanel').then((module) => {
    loadedPanel = module.default;
    return module;
  });
const LazySearchDialogPanel = React.lazy(loadPanel);

// Keys typed after ⌘K while the dialog's code still loads: handed to its input when it mounts.
let typeAhead: TypeAhead | null = null;
function takeTypeAhead(): string {
  const typed = typeAhead?.take() ?? '';
  typeAhead = null;
  return typed;
}

/** Starts the downloads a search needs: the dialog's code, the search worker and the index. */
function prefetchSearch(indexUrl: string | undefined): void {
  loadPanel().catch(() => {});
  if (indexUrl) import('../../src/search/searchClient').then(({ sharedSearchClient }) => sharedSearchClient().load(indexUrl)).catch(() => {});
}

/** The search worker starts (its code and the search library load and compile) before the first opening, off the main thread; the index waits for the opening. */
function startSearchWorker(): void {
  import('../../src/search/searchClient').then(({ sharedSearchClient }) => sharedSearchClient().start()).catch(() => {});
}

/** The app bar's search button, the ⌘K / Ctrl+K shortcut and the search dialog (logic in src/search/). */
export interface SiteSearchProps {
  indexUrl?: string;
  /** A search ended (a result opened, or the dialog closed after a query): its length and result count only. */
  onSearchEvent?: (params: SearchEventParams) => void;
}

export function SiteSearch({ indexUrl, onSearchEvent }: SiteSearchProps) {
  const { t } = useShellText();
  const [open, setOpen] = React.useState(false);
  // Mounted from the first opening on, so closing plays the dialog's exit and keeps its state.
  const [used, setUsed] = React.useState(false);
  const [apple, setApple] = React.useState(false);
  const [hydrated, setHydrated] = React.useState(false);

  const openSearch = React.useCallback(() => {
    // The downloads start with the key or the click, while the dialog renders.
    prefetchSearch(indexUrl);
    if (!loadedPanel) typeAhead ??= captureTypeAhead(window);
    setUsed(true);
    setOpen(true);
  }, [indexUrl]);

  React.useEffect(() => {
    setApple(isApplePlatform(navigator));
    setHydrated(true);
    // Fetched once the shell has hydrated: the shortcut then opens the dialog at once.
    loadPanel().catch(() => {});
    startSearchWorker();
    // The shortcut in the shell, and in the content frame (over the bridge).
    const stopShortcut = forwardSearchShortcut(window, openSearch);
    const stopRequests = onSearchOpenRequest(openSearch);
    return () => {
      stopShortcut();
      stopRequests();
    };
  }, [openSearch]);

  const prefetch = () => prefetchSearch(indexUrl);
  const PanelComponent = loadedPanel ?? LazySearchDialogPanel;

  return (
    <>
      <SearchButton
        href={SEARCH_PAGE_ROUTE}
        onClick={(event: React.MouseEvent) => {
          // Ctrl/⌘/Shift-click (and the middle button, which fires no click) open the page in a new tab or window.
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          openSearch();
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        // Once hydrated only: before that the link leads to the search page, and the shortcut does nothing.
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-keyshortcuts={hydrated ? (apple ? 'Meta+K' : 'Control+K') : undefined}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M15.5 14h-.79l-.28-.27a6.5 6.5 0 1 0-.7.7l.27.28v.79l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9" />
        </svg>
        <span className="label">{t('search.button')}</span>
        <kbd className="label" aria-hidden="true">
          {apple ? '⌘K' : 'Ctrl+K'}
        </kbd>
      </SearchButton>
      {used ? (
        <React.Suspense fallback={null}>
          <PanelComponent
            open={open}
            onClose={() => {
              takeTypeAhead();
              setOpen(false);
            }}
            indexUrl={indexUrl}
            onSearchEvent={onSearchEvent}
            takeTypeAhead={takeTypeAhead}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
