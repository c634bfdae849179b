import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ChartsLegend, ChartsSurface, ChartsTooltip } from '@mui/x-charts';
import {
  RadarAxisHighlight,
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';
import { useDrawingArea, useRadiusScale, useRotationScale } from '@mui/x-charts/hooks';

// A striker's 2023–24 season against the league average for strikers, as percentiles (0–100).
const skills = ['Finishing', 'Passing', 'Dribbling', 'Aerial duels', 'Pressing', 'Work rate'];
const DIVISIONS = 4;

// Writes the value of each ring along the first metric's axis: 25, 50, 75 and 100.
function RadarScaleLabels({ divisions }) {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const rotationScale = useRotationScale();
  // The metric names are the domain of the rotation scale; each metric has a radius scale of its own.
  const firstMetric = rotationScale?.domain()[0];
  const radiusScale = useRadiusScale(typeof firstMetric === 'string' ? firstMetric : undefined);
  if (!rotationScale || firstMetric === undefined || !radiusScale) return null;

  const angle = rotationScale(firstMetric) ?? 0;
  const [min, max] = radiusScale.domain();
  const cx = left + width / 2;
  const cy = top + height / 2;
  return (
    // The chart is not mirrored in right-to-left pages: keep the text anchors left to right.
    <g style={{ direction: 'ltr' }}>
      {Array.from({ length: divisions }, (_, index) => {
        const value = min + ((max - min) * (index + 1)) / divisions;
        const radius = radiusScale(value);
        return (
          <text
            key={value}
            x={cx + radius * Math.sin(angle) + 4}
            y={cy - radius * Math.cos(angle) + 12}
            fontSize={11}
            fill={theme.palette.text.secondary}
          >
            {value}
          </text>
        );
      })}
    </g>
  );
}

export default function RadarComposition() {
  const theme = useTheme();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Striker profile, season 2023–24, in percentiles of the league
      </Typography>
      <RadarDataProvider
        height={340}
        margin={{ left: 80, right: 80 }}
        series={[
          {
            id: 'average',
            label: 'League average',
            data: [50, 50, 50, 50, 50, 50],
            color: theme.palette.text.secondary,
          },
          { id: 'player', label: 'L. Moreau', data: [91, 64, 83, 38, 72, 58], fillArea: true },
        ]}
        radar={{
          max: 100,
          metrics: skills,
          // Two-word names on two lines around the chart, on one line in the tooltip.
          labelFormatter: (name, { location }) => (location === 'tick' ? name.replace(' ', '\n') : name),
        }}
      >
        <ChartsLegend sx={{ justifyContent: 'center', mb: 1 }} />
        <ChartsSurface>
          <RadarGrid divisions={DIVISIONS} stripeColor={null} />
          <RadarMetricLabels />
          <RadarScaleLabels divisions={DIVISIONS} />
          {/* Each series can get its own props: the average is a dashed outline without dots. */}
          <RadarSeriesArea seriesId="average" strokeDasharray="5 4" />
          <RadarSeriesArea seriesId="player" />
          <RadarAxisHighlight />
          <RadarSeriesMarks seriesId="player" />
        </ChartsSurface>
        <ChartsTooltip />
      </RadarDataProvider>
    </Box>
  );
}
