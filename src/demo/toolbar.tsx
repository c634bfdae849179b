import { styled, alpha } from '@mui/material/styles';

// The toolbar is plain buttons styled with the theme: the panel must stay light (it is on every
// demo of every page), so no popper, menu or tooltip machinery.
export const ToolbarButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 28,
  padding: theme.spacing(0.25, 1),
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: theme.palette.text.secondary,
  font: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  lineHeight: 1.5,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover, color: theme.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&[aria-pressed="true"], &[aria-selected="true"]': {
    color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
  },
  '& svg': { width: 18, height: 18, flex: 'none' },
}));

export const Segmented = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  gap: 2,
  padding: 2,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 10,
}));

export const Notice = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(1, 1.5),
  border: `1px solid ${theme.palette.divider}`,
  borderTop: 0,
  fontSize: 14,
  color: theme.palette.text.primary,
  backgroundColor: alpha(theme.palette.warning.main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
}));

export const CopyIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </svg>
);
export const CheckIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
export const LinkIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);
/** A cube: CodeSandbox. */
export const SandboxIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M12 2.5l8.5 4.75v9.5L12 21.5l-8.5-4.75v-9.5z" />
    <path d="M3.5 7.25L12 12l8.5-4.75M12 12v9.5" />
  </svg>
);
/** A lightning bolt: StackBlitz. */
export const BoltIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M13.5 2.5L5 13.5h6l-1 8 8.5-11h-6z" />
  </svg>
);
/** A pencil over code brackets: edit in the playground. */
export const PlaygroundIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M8 7l-5 5 5 5" />
    <path d="M13.5 19.5l7-7-2.5-2.5-7 7-.5 3z" />
  </svg>
);
