import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart, ScatterMarker, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Weather stations in 2024: altitude (m) and mean annual temperature (°C), by network.
const national = [
  [12, 11.8], [145, 10.9], [310, 10.1], [520, 8.7], [890, 6.9], [1240, 4.8], [1610, 2.6],
].map(([x, y], index) => ({ id: `national-${index}`, x, y }));
const volunteer = [
  [60, 11.1], [230, 10.6], [410, 9.2], [650, 8.1], [980, 6.1], [1390, 3.9],
].map(([x, y], index) => ({ id: `volunteer-${index}`, x, y }));

// The marker slot applies to every series: the volunteer stations get a square, the other
// series keep the default circle. The remaining props (the click and pointer handlers, the data
// attributes) are passed on to the element.
function MarkerBySeries(props: ScatterMarkerProps) {
  const { x, y, size, color, isHighlighted, isFaded, seriesId, dataIndex, ...other } = props;
  if (seriesId !== 'volunteer') {
    return <ScatterMarker {...props} />;
  }
  const side = (isHighlighted ? 2.4 : 2) * size;
  return (
    <rect
      x={x - side / 2}
      y={y - side / 2}
      width={side}
      height={side}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      {...other}
    />
  );
}

const formatStation = (point: { x: number; y: number } | null) =>
  point === null ? '' : `${point.y} °C at ${point.x} m`;

export default function CustomMarkerScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Altitude and mean temperature of weather stations, 2024
      </Typography>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Altitude (m)', min: 0 }]}
        yAxis={[{ label: 'Mean temperature (°C)', width: 48 }]}
        series={[
          { id: 'national', label: 'National network', data: national, markerSize: 4, valueFormatter: formatStation },
          {
            id: 'volunteer',
            label: 'Volunteer stations',
            data: volunteer,
            markerSize: 4,
            // Makes the legend and the tooltip show a square as well.
            labelMarkType: 'square',
            valueFormatter: formatStation,
          },
        ]}
        slots={{ marker: MarkerBySeries }}
      />
    </Box>
  );
}
