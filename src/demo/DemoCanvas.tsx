import * as React from 'react';
import Box from '@mui/material/Box';
import { useLazyMount } from './lazyMount';
import { reservedHeight, type DemoHeight } from './demoHeights';

/** After this long a mounted demo gives up its reservation even if it never reached that height. */
const RELEASE_TIMEOUT_MS = 4000;

export interface DemoCanvasProps {
  /** Measured canvas heights; without them the demo mounts at once (there is nothing to reserve). */
  heights?: readonly DemoHeight[];
  /** `false`: mount at once (`parameters.demo.lazy`). */
  lazy?: boolean;
  /** Mount now (the reader asked for this demo's code). */
  forceMount?: boolean;
  children: React.ReactNode;
}

/**
 * The box a live demo renders in. It holds the demo's measured height from the first paint, mounts
 * the demo when it nears the viewport, and lets go of the reserved height once the demo has grown
 * to it: the page never shifts, whether the demo mounts at load or as the reader scrolls.
 */
export function DemoCanvas({ heights, lazy = true, forceMount = false, children }: DemoCanvasProps) {
  const canvas = React.useRef<HTMLDivElement>(null);
  const story = React.useRef<HTMLDivElement>(null);
  const [reserved, setReserved] = React.useState<number | null>(null);
  const [released, setReleased] = React.useState(false);
  const { mounted, mount } = useLazyMount(canvas, !lazy || !heights || heights.length === 0);

  // Before the first paint: the height measured at the width this canvas has.
  React.useLayoutEffect(() => {
    if (canvas.current) setReserved(reservedHeight(heights, canvas.current.getBoundingClientRect().width));
  }, [heights]);

  React.useEffect(() => {
    if (forceMount) mount();
  }, [forceMount, mount]);

  React.useEffect(() => {
    const box = canvas.current;
    const content = story.current;
    if (!mounted || released || reserved === null || !box || !content) return undefined;
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
  }, [mounted, released, reserved]);

  return (
    <Box
      ref={canvas}
      className="docs-demo-canvas"
      data-demo-mounted={mounted}
      data-reserved-height={reserved ?? undefined}
      style={reserved !== null && !released ? { minHeight: reserved } : undefined}
      sx={{ boxSizing: 'border-box', p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: '12px 12px 0 0', bgcolor: 'background.default' }}
    >
      {mounted ? (
        <div ref={story} className="docs-demo-story">
          {children}
        </div>
      ) : null}
    </Box>
  );
}
