import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

// ---- A stand-in for your back end: pages are cheap, the exact count is a slow query. ----

const ACCOUNTS = ['Operating', 'Payroll', 'Savings', 'Tax reserve'];
const DESCRIPTIONS = ['Card payment', 'Supplier invoice', 'Customer transfer', 'Bank fee', 'Salary run', 'Refund'];

const TRANSACTIONS = Array.from({ length: 143 }, (_, index) => ({
  id: `TX-${88400 + index}`,
  account: ACCOUNTS[index % ACCOUNTS.length],
  description: DESCRIPTIONS[(index * 5) % DESCRIPTIONS.length],
  amount: (((index * 7919) % 400000) - 150000) / 100,
}));

function fetchTransactions({ page, pageSize }) {
  return new Promise((resolve) => {
    const start = page * pageSize;
    setTimeout(
      () =>
        resolve({
          rows: TRANSACTIONS.slice(start, start + pageSize),
          hasNextPage: start + pageSize < TRANSACTIONS.length,
        }),
      300,
    );
  });
}

function countTransactions() {
  return new Promise((resolve) => {
    setTimeout(() => resolve(TRANSACTIONS.length), 600);
  });
}

// ---- The page ----

const columns = [
  { field: 'id', headerName: 'Reference', width: 120 },
  { field: 'account', headerName: 'Account', width: 120 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

export default function ServerPaginationEstimatedCount() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 20 });
  const [rows, setRows] = React.useState([]);
  const [paginationMeta, setPaginationMeta] = React.useState({ hasNextPage: true });
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);
  const [counting, setCounting] = React.useState(false);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchTransactions(paginationModel).then((response) => {
      if (current) {
        setRows(response.rows);
        setPaginationMeta({ hasNextPage: response.hasNextPage });
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  const handleCount = async () => {
    setCounting(true);
    setRowCount(await countTransactions());
    setCounting(false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button variant="outlined" onClick={handleCount} disabled={counting || rowCount !== -1}>
          {rowCount === -1 ? 'Get the exact count' : `Exact count: ${rowCount}`}
        </Button>
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationMode="server"
          rowCount={rowCount}
          onRowCountChange={setRowCount}
          // Shown in the footer ("of around 100") until the real count is known.
          estimatedRowCount={100}
          paginationMeta={paginationMeta}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[20, 50]}
          loading={loading}
        />
      </Box>
    </Stack>
  );
}
