import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useDrawingArea, useSvgRef, useXScale } from '@mui/x-charts/hooks';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';

// Power drawn by a data centre every 10 minutes on 3 June 2024 (UTC), in kilowatts.
const STEP = 10 * 60 * 1000;
const times = Array.from({ length: 144 }, (_, index) => new Date(Date.UTC(2024, 5, 3) + index * STEP));
const power = times.map((_, index) => Math.round(620 + 140 * Math.sin(((index - 48) / 144) * 2 * Math.PI) + 25 * Math.sin(index / 2.3)));

const first = times[0].getTime();
const last = times[times.length - 1].getTime();
const toPercent = (time: number) => ((time - first) / (last - first)) * 100;
const toTime = (percent: number) => new Date(Math.round(first + (percent / 100) * (last - first)));

const timeLabel = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const fullZoom: ZoomData[] = [{ axisId: 'time', start: 0, end: 100 }];

/** Draws the range being dragged, and reports it when the pointer is released. */
function BrushZoomSelector(props: { onSelect: (from: Date, to: Date) => void }) {
  const { onSelect } = props;
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'utc'>();
  const svgRef = useSvgRef();
  const [drag, setDrag] = React.useState<{ from: number; to: number } | null>(null);

  const toSvgX = (clientX: number) => {
    const box = svgRef.current!.getBoundingClientRect();
    return Math.min(left + width, Math.max(left, clientX - box.left));
  };

  const handlePointerDown = (event: React.PointerEvent<SVGRectElement>) => {
    const startX = toSvgX(event.clientX);
    let endX = startX;
    const document = event.currentTarget.ownerDocument;
    const handleMove = (moveEvent: PointerEvent) => {
      endX = toSvgX(moveEvent.clientX);
      setDrag({ from: Math.min(startX, endX), to: Math.max(startX, endX) });
    };
    const handleUp = () => {
      document.removeEventListener('pointermove', handleMove);
      document.removeEventListener('pointerup', handleUp);
      setDrag(null);
      // Ignore clicks and tiny drags.
      if (Math.abs(endX - startX) >= 5) {
        onSelect(xScale.invert(Math.min(startX, endX)), xScale.invert(Math.max(startX, endX)));
      }
    };
    document.addEventListener('pointermove', handleMove);
    document.addEventListener('pointerup', handleUp);
  };

  return (
    <g>
      <rect x={left} y={top} width={width} height={height} fill="transparent" cursor="zoom-in" onPointerDown={handlePointerDown} />
      {drag && (
        <rect
          x={drag.from}
          y={top}
          width={drag.to - drag.from}
          height={height}
          fill={theme.palette.primary.main}
          fillOpacity={0.15}
          pointerEvents="none"
        />
      )}
    </g>
  );
}

export default function BrushToZoom() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>(fullZoom);
  const zoom = zoomData[0] ?? fullZoom[0];
  const isZoomed = zoom.start > 0 || zoom.end < 100;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Data centre power draw, 3 June 2024 (UTC)
      </Typography>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'time',
            scaleType: 'utc',
            data: times,
            domainLimit: 'strict',
            valueFormatter: (time: Date) => timeLabel.format(time),
            // No panning: dragging draws a selection instead of moving the chart.
            zoom: { panning: false, minSpan: 2, filterMode: 'discard' },
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: power, label: 'Power', showMark: false, valueFormatter: (value) => (value === null ? '' : `${value} kW`) }]}
        hideLegend
        zoomData={zoomData}
        onZoomChange={setZoomData}
      >
        <BrushZoomSelector
          onSelect={(from, to) => setZoomData([{ axisId: 'time', start: toPercent(from.getTime()), end: toPercent(to.getTime()) }])}
        />
      </LineChartPro>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" aria-live="polite">
          {isZoomed
            ? `Showing ${timeLabel.format(toTime(zoom.start))} to ${timeLabel.format(toTime(zoom.end))}`
            : 'Showing the whole day: drag across the chart to zoom in.'}
        </Typography>
        <Button size="small" variant="outlined" disabled={!isZoomed} onClick={() => setZoomData(fullZoom)}>
          Reset zoom
        </Button>
      </Stack>
    </Box>
  );
}
