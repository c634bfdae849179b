import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Review {
  id: number;
  customer: string;
  rating: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    customer: 'Priya Raman',
    rating: 5,
    comment:
      'Arrived two days early and the packaging was fully recyclable. The grinder is quiet enough to use before the rest of the house wakes up.',
  },
  { id: 2, customer: 'Jonas Becker', rating: 3, comment: 'Works as described.' },
  {
    id: 3,
    customer: 'Chloé Laurent',
    rating: 4,
    comment:
      'Great kettle, pours precisely. Lost one star because the lid sticks a little when it is hot, which support says a replacement fixes.',
  },
  {
    id: 4,
    customer: 'Mateo Rossi',
    rating: 2,
    comment:
      'The dripper cracked after a month of daily use. Customer service replied quickly and offered a refund, but I expected it to last longer.',
  },
  { id: 5, customer: 'Sofia Lindqvist', rating: 5, comment: 'Perfect gift for my father.' },
];

// A component, not a plain function: hooks are allowed here.
function ExpandableText({ value, hasFocus, colDef }: GridRenderCellParams<Review, string>) {
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const textRef = React.useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = React.useState(false);
  const [overflowing, setOverflowing] = React.useState(false);

  const measure = () => {
    const text = textRef.current;
    setOverflowing(text !== null && text.scrollWidth > text.clientWidth);
  };

  React.useEffect(() => {
    if (hasFocus) {
      measure();
    }
  }, [hasFocus]);

  return (
    <Box
      ref={wrapperRef}
      onMouseEnter={() => {
        measure();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      sx={{ width: '100%', overflow: 'hidden' }}
    >
      <Box
        component="span"
        ref={textRef}
        sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {value}
      </Box>
      <Popper
        open={overflowing && (hovered || hasFocus)}
        anchorEl={wrapperRef.current}
        placement="bottom-start"
        sx={{ zIndex: 'tooltip' }}
      >
        <Paper elevation={4} sx={{ p: 1.5, maxWidth: Math.min(colDef.computedWidth, 340) }}>
          <Typography variant="body2">{value}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  {
    field: 'comment',
    headerName: 'Comment',
    // Capped, so that long comments are cut off even on wide screens.
    flex: 1,
    minWidth: 200,
    maxWidth: 360,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Review, string>) => <ExpandableText {...params} />,
  },
];

export default function ExpandableCell() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
