import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CircleIcon from '@mui/icons-material/Circle';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  { id: 'SO-4811', customer: 'Northwind Traders', city: 'Seattle', items: 12, total: 5868, status: 'Shipped' },
  { id: 'SO-4812', customer: 'Blue Harbor Foods', city: 'Porto', items: 30, total: 9870, status: 'Processing' },
  { id: 'SO-4813', customer: 'Alpine Outfitters', city: 'Zurich', items: 45, total: 5355, status: 'Delivered' },
  { id: 'SO-4814', customer: 'Sunrise Bakery', city: 'Osaka', items: 8, total: 592, status: 'Delivered' },
  { id: 'SO-4815', customer: 'Maple Hardware', city: 'Ottawa', items: 5, total: 2445, status: 'Processing' },
  { id: 'SO-4816', customer: 'Coral Reef Dive Co.', city: 'Cairns', items: 60, total: 3480, status: 'Shipped' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const statusColor = { Processing: 'warning', Shipped: 'info', Delivered: 'success' };

/** An outlined chip with a coloured dot: the label keeps the text colour, so it reads in light and dark. */
function StatusChip(props) {
  const dot = props.color === 'default' ? 'text.disabled' : `${props.color}.main`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={props.status}
      icon={<CircleIcon />}
      sx={{ '& .MuiChip-icon': { color: dot, fontSize: 10 } }}
    />
  );
}

const columns = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value) => currency.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: (params) => <StatusChip status={params.value} color={statusColor[params.row.status]} />,
  },
];

function OrderListCell(params) {
  const { id, customer, city, items, total, status } = params.row;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {customer}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {id} · {city} · {items} items
        </Typography>
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <Typography variant="body2">{currency.format(total)}</Typography>
        <StatusChip status={status} color={statusColor[status]} />
      </Stack>
    </Stack>
  );
}

const listViewColumn = {
  field: 'listColumn',
  renderCell: (params) => <OrderListCell {...params} />,
};

/** Below this width, the grid turns into a list. */
const LIST_BREAKPOINT = 500;

/** Width of an element, kept up to date with a ResizeObserver. */
function useElementWidth(ref) {
  const [width, setWidth] = React.useState(null);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const frames = { phone: 360, tablet: 640, full: '100%' };

export default function ResponsiveListView() {
  const [frame, setFrame] = React.useState('full');
  const containerRef = React.useRef(null);
  const width = useElementWidth(containerRef);
  const listView = width !== null && width < LIST_BREAKPOINT;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={frame}
          onChange={(_event, next) => next && setFrame(next)}
          aria-label="Preview width"
        >
          <ToggleButton value="phone">Phone</ToggleButton>
          <ToggleButton value="tablet">Tablet</ToggleButton>
          <ToggleButton value="full">Full width</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" role="status">
          {width === null ? '' : `${Math.round(width)} px: ${listView ? 'list view' : 'grid view'}`}
        </Typography>
      </Stack>
      <Box ref={containerRef} sx={{ height: 400, width: frames[frame], maxWidth: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={listView}
          listViewColumn={listViewColumn}
          rowHeight={listView ? 68 : 52}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
