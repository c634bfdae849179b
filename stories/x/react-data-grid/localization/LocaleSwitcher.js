import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import { deDE, enUS, frFR, jaJP } from '@mui/x-data-grid/locales';

const locales = {
  en: { label: 'English', localization: enUS },
  fr: { label: 'Français', localization: frFR },
  de: { label: 'Deutsch', localization: deDE },
  ja: { label: '日本語', localization: jaJP },
};

const rows = [
  { id: 1, sku: 'KB-104', name: 'Mechanical keyboard', stock: 42, price: 129 },
  { id: 2, sku: 'MS-220', name: 'Wireless mouse', stock: 118, price: 39 },
  { id: 3, sku: 'MN-270', name: '27" monitor', stock: 16, price: 349 },
  { id: 4, sku: 'HS-310', name: 'Headset', stock: 57, price: 89 },
  { id: 5, sku: 'DK-050', name: 'USB-C dock', stock: 23, price: 179 },
  { id: 6, sku: 'WC-120', name: 'Webcam', stock: 64, price: 75 },
  { id: 7, sku: 'LS-015', name: 'Laptop stand', stock: 0, price: 49 },
];

const columns = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
];

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState('de');
  const localeText = locales[locale].localization.components.MuiDataGrid.defaultProps.localeText;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        aria-label="Language of the grid"
        size="small"
        exclusive
        value={locale}
        onChange={(_event, value) => {
          if (value) {
            setLocale(value);
          }
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.keys(locales).map((code) => (
          <ToggleButton key={code} value={code} lang={code}>
            {locales[code].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* lang tells screen readers which language the grid's labels are in. */}
      <Box lang={locale} sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          checkboxSelection
          showToolbar
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
