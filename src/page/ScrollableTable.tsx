import * as React from 'react';
import Box from '@mui/material/Box';

/**
 * Markdown tables scroll sideways inside their own box on narrow screens; the page never does.
 * When the table overflows, the box joins the tab order so keyboard users can scroll it too.
 */
export function ScrollableTable(props: React.ComponentProps<'table'>) {
  const box = React.useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = React.useState(false);
  const [label, setLabel] = React.useState('Table');
  React.useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const headers = [...element.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim()).filter(Boolean);
    if (headers.length > 0) setLabel(`Table: ${headers.join(', ')}`);
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={box}
      className="docs-table"
      {...(overflows ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}
      sx={{
        overflowX: 'auto',
        my: 2,
        '& > table': { my: 0 },
        // Storybook's docs stripe even rows with a fixed grey that links fail contrast on in dark mode.
        '& > table tr:nth-of-type(2n)': { backgroundColor: 'action.hover' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <table {...props} />
    </Box>
  );
}
