import * as React from 'react';
import { styled } from '@mui/material/styles';
import { buildVersionMenu, menuProductFor } from '../../src/routing/versions';
import { installedVersions } from './installedVersions';
import { vars } from './theme';
import { useShellText } from './ShellContext';

const Root = styled('nav')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5, 1.5, 1),
  fontSize: '0.875rem',
  fontWeight: 600,
}));

const Toggle = styled('button')(({ theme }) => ({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: theme.spacing(0.25, 1),
  borderRadius: 8,
  border: `1px solid ${vars(theme).palette.divider}`,
  fontSize: '0.8125rem',
  fontWeight: 600,
  cursor: 'pointer',
  color: vars(theme).palette.primary.dark,
  '&:hover': { backgroundColor: vars(theme).palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${vars(theme).palette.primary.main}`, outlineOffset: 2 },
  ...theme.applyStyles('dark', { color: vars(theme).palette.primary.light }),
}));

const List = styled('ul')(({ theme }) => ({
  position: 'absolute',
  insetInlineEnd: theme.spacing(1.5),
  top: '100%',
  zIndex: 2,
  minWidth: 160,
  margin: 0,
  padding: theme.spacing(0.5),
  listStyle: 'none',
  borderRadius: 10,
  border: `1px solid ${vars(theme).palette.divider}`,
  backgroundColor: vars(theme).palette.background.paper,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
  '& a': {
    display: 'block',
    padding: theme.spacing(0.75, 1.25),
    borderRadius: 6,
    fontSize: '0.8125rem',
    fontWeight: 500,
    color: vars(theme).palette.text.primary,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { backgroundColor: vars(theme).palette.action.hover, outline: 'none' },
    '&[aria-current="page"]': { fontWeight: 700 },
  },
}));

export interface VersionMenuProps {
  productId: string | null;
  currentPath: string;
}

/** The product's versions: this one (current) and older or newer majors on their own hosts. */
export function VersionMenu({ productId, currentPath }: VersionMenuProps) {
  const menu = buildVersionMenu(menuProductFor(productId), installedVersions[menuProductFor(productId)], currentPath);
  const { t } = useShellText();
  const [open, setOpen] = React.useState(false);
  const root = React.useRef<HTMLElement>(null);
  const toggle = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const listId = `version-menu-${menu.product}`;
  return (
    <Root ref={root} className="version-menu" data-product={menu.product} aria-label={t('shell.versions')}>
      <span>{menu.name}</span>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${menu.name} version ${menu.current.text}, ${t('shell.otherVersions')}`}
        onClick={() => setOpen((value) => !value)}
      >
        {menu.current.text}
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </Toggle>
      <List id={listId} hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.text}>
            <a href={item.href} aria-current={item.current ? 'page' : undefined} onClick={() => setOpen(false)}>
              {item.current ? `${item.text} (${t('shell.thisVersion')})` : item.text}
            </a>
          </li>
        ))}
      </List>
    </Root>
  );
}
