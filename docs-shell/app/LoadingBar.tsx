import { keyframes, styled } from '@mui/material/styles';
import { vars } from './theme';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled('div')(({ theme }) => ({
  // Over the content, not above it: showing and hiding it moves nothing (no layout shift).
  position: 'absolute',
  insetInline: 0,
  top: 0,
  height: 4,
  overflow: 'hidden',
  borderRadius: 2,
  backgroundColor: `rgba(${vars(theme).palette.primary.mainChannel} / 0.2)`,
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    width: '40%',
    backgroundColor: vars(theme).palette.primary.main,
    // A transform animates on the compositor; MUI's LinearProgress animates `left`, a layout shift per frame.
    animation: `${slide} 1.2s ease-in-out infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
  },
}));

/** An indeterminate loading bar laid over the top of its (positioned) container. */
export function LoadingBar({ label }: { label: string }) {
  return <Track role="progressbar" aria-label={label} />;
}
