import * as React from 'react';
import Box from '@mui/material/Box';
import { reservedHeight, type DemoHeight } from './demoHeights';

/** After this long a demo gives up its reservation even if it never reached that height. */
const RELEASE_TIMEOUT_MS = 4000;

export interface DemoCanvasProps {
  /** Measured canvas heights (`demo-heights.json`); without them nothing is reserved. */
  heights?: readonly DemoHeight[];
  children: React.ReactNode;
}

/**
 * The box a live demo renders in. Storybook renders an inline story after the page around it, so
 * the box holds the demo's measured height from the first paint and lets go of it once the demo
 * has grown to it: the text and demos below do not jump while grids and charts render.
 */
export function DemoCanvas({ heights, children }: DemoCanvasProps) {
  const canvas = React.useRef<HTMLDivElement>(null);
  const story = React.useRef<HTMLDivElement>(null);
  const [reserved, setReserved] = React.useState<number | null>(null);
  const [released, setReleased] = React.useState(false);

  // Before the first paint: the height measured at the width this canvas has.
  React.useLayoutEffect(() => {
    if (canvas.current) setReserved(reservedHeight(heights, canvas.current.getBoundingClientRect().width));
  }, [heights]);

  React.useEffect(() => {
    const box = canvas.current;
    const content = story.current;
    if (released || reserved === null || !box || !content) return undefined;
    const style = getComputedStyle(box);
    const chrome = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, key) => sum + (parseFloat(style[key as keyof CSSStyleDeclaration] as string) || 0), 0);
    const check = () => {
      if (content.getBoundingClientRect().height + chrome >= reserved - 1) setReleased(true);
    };
    const observer = new ResizeObserver(check);
    observer.observe(content);
    const timer = setTimeout(() => setReleased(true), RELEASE_TIMEOUT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [released, reserved]);

  return (
    <Box
      ref={canvas}
      className="docs-demo-canvas"
      data-reserved-height={reserved ?? undefined}
      style={reserved !== null && !released ? { minHeight: reserved } : undefined}
      sx={{ boxSizing: 'border-box', p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: '12px 12px 0 0', bgcolor: 'background.default' }}
    >
      <div ref={story} className="docs-demo-story">
        {children}
      </div>
    </Box>
  );
}
