import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// GDP per capita (thousand USD, PPP), life expectancy at birth (years) and population (millions),
// 2022, rounded.
const countries = {
  europe: [
    { id: 'Germany', x: 63, y: 80.7, population: 84 },
    { id: 'France', x: 56, y: 82.3, population: 68 },
    { id: 'Italy', x: 51, y: 83.0, population: 59 },
    { id: 'Poland', x: 43, y: 77.4, population: 37 },
    { id: 'Ukraine', x: 13, y: 70.0, population: 38 },
  ],
  asia: [
    { id: 'China', x: 21, y: 78.6, population: 1412 },
    { id: 'India', x: 8, y: 67.7, population: 1417 },
    { id: 'Japan', x: 46, y: 84.0, population: 125 },
    { id: 'Indonesia', x: 14, y: 67.6, population: 276 },
    { id: 'Vietnam', x: 13, y: 74.6, population: 98 },
  ],
  africa: [
    { id: 'Nigeria', x: 5.5, y: 53.6, population: 219 },
    { id: 'Ethiopia', x: 2.8, y: 65.0, population: 123 },
    { id: 'Egypt', x: 15, y: 70.2, population: 111 },
    { id: 'South Africa', x: 15, y: 62.3, population: 60 },
    { id: 'Kenya', x: 5.7, y: 62.1, population: 54 },
  ],
  americas: [
    { id: 'United States', x: 76, y: 77.5, population: 333 },
    { id: 'Brazil', x: 18, y: 73.4, population: 215 },
    { id: 'Mexico', x: 21, y: 74.8, population: 128 },
    { id: 'Canada', x: 58, y: 81.3, population: 39 },
    { id: 'Argentina', x: 26, y: 75.4, population: 46 },
  ],
};
const regions = [
  { id: 'europe', label: 'Europe' },
  { id: 'asia', label: 'Asia' },
  { id: 'africa', label: 'Africa' },
  { id: 'americas', label: 'Americas' },
];

// The bubble's area grows with the population: its radius with the square root.
const radiusOf = (population) => 3 + Math.sqrt(population) * 0.75;

// The marker slot draws each point; it looks the population up from the series and the index.
function Bubble(props) {
  const { x, y, color, isHighlighted, isFaded, seriesId, dataIndex, size, ...other } = props;
  const country = countries[String(seriesId)]?.[dataIndex];
  const radius = country ? radiusOf(country.population) : size;
  return (
    <circle
      cx={x}
      cy={y}
      r={radius}
      fill={color}
      fillOpacity={isFaded ? 0.15 : 0.55}
      stroke={color}
      strokeWidth={isHighlighted ? 2.5 : 1}
      {...other}
    />
  );
}

export default function BubbleScatter() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Income and life expectancy, 2022 (bubble area: population)
      </Typography>
      <ScatterChart
        height={360}
        xAxis={[
          {
            // A log scale spreads the many low incomes and compresses the few high ones.
            scaleType: 'log',
            min: 2,
            max: 100,
            tickInterval: [2, 5, 10, 20, 50, 100],
            label: 'GDP per capita (thousand USD, log scale)',
            valueFormatter: (value) => `$${value}k`,
          },
        ]}
        yAxis={[{ label: 'Life expectancy (years)', min: 50, max: 88, width: 48 }]}
        series={regions.map((region) => ({
          id: region.id,
          label: region.label,
          data: countries[region.id],
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (point) => {
            const country = point === null ? undefined : countries[region.id].find((item) => item.id === point.id);
            return country
              ? `${country.id}: $${country.x}k per person, ${country.y} years, ${country.population} million people`
              : '';
          },
        }))}
        slots={{ marker: Bubble }}
      />
    </Box>
  );
}
