/**
 * A tooltip drawn by CSS alone (the shell carries no tooltip machinery): the element's
 * `data-tooltip`, above it, on hover and keyboard focus; hidden, it takes no room. `side` is the
 * inline edge it is aligned with.
 */
export function cssTooltip({ gap, side }: { gap: number; side: 'start' | 'end' }) {
  return {
    '&::after': {
      content: 'attr(data-tooltip)',
      position: 'absolute',
      bottom: `calc(100% + ${gap}px)`,
      [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: 0,
      display: 'none',
      padding: '4px 8px',
      borderRadius: 6,
      whiteSpace: 'nowrap',
      fontSize: '0.75rem',
      fontWeight: 500,
      lineHeight: 1.4,
      letterSpacing: 0,
      color: '#fff',
      backgroundColor: 'rgba(20, 26, 31, 0.92)',
      pointerEvents: 'none',
      zIndex: 1,
    },
    '&:hover::after, &:focus-visible::after': { display: 'block' },
  } as const;
}
