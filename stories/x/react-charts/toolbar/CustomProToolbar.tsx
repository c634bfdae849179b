import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';

// Orders of an online bookshop per day, 1 to 28 February 2024.
const days = Array.from({ length: 28 }, (_, index) => `${index + 1}`);
const orders = [
  182, 175, 143, 131, 190, 197, 188, 201, 214, 162, 149, 205, 236, 229, 211, 219, 171, 158, 224, 231, 218, 240, 252, 187,
  176, 238, 245, 233,
];

/** A full-width row: a title, then zoom buttons and two export buttons, each named by its tooltip. */
function OrdersToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'space-between', alignSelf: 'stretch' }}>
      <Typography variant="body2" sx={{ px: 1, fontWeight: 500 }}>
        Orders per day
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.25 }}>
        <Tooltip title="Zoom in">
          <ChartsToolbarZoomInTrigger render={<ToolbarButton />}>
            <ZoomInIcon fontSize="small" />
          </ChartsToolbarZoomInTrigger>
        </Tooltip>
        <Tooltip title="Zoom out">
          <ChartsToolbarZoomOutTrigger render={<ToolbarButton />}>
            <ZoomOutIcon fontSize="small" />
          </ChartsToolbarZoomOutTrigger>
        </Tooltip>
        <Tooltip title="Download as PNG">
          <ChartsToolbarImageExportTrigger
            render={<ToolbarButton />}
            options={{ type: 'image/png', fileName: 'bookshop-orders' }}
          >
            <DownloadIcon fontSize="small" />
          </ChartsToolbarImageExportTrigger>
        </Tooltip>
        <Tooltip title="Print">
          <ChartsToolbarPrintExportTrigger render={<ToolbarButton />} options={{ fileName: 'bookshop-orders' }}>
            <PrintIcon fontSize="small" />
          </ChartsToolbarPrintExportTrigger>
        </Tooltip>
      </Box>
    </Toolbar>
  );
}

export default function CustomProToolbar() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Online bookshop orders, February 2024
      </Typography>
      <BarChartPro
        height={340}
        xAxis={[{ id: 'days', scaleType: 'band', data: days, zoom: true, label: 'Day of February' }]}
        yAxis={[{ width: 40 }]}
        series={[{ data: orders, label: 'Orders' }]}
        hideLegend
        showToolbar
        slots={{ toolbar: OrdersToolbar }}
      />
    </Box>
  );
}
