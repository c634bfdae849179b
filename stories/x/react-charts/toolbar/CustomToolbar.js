import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import NumbersIcon from '@mui/icons-material/Numbers';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// New subscriptions of a streaming service in 2024, in thousands, per plan.
const series = [
  { id: 'basic', label: 'Basic', data: [48, 41, 37, 55] },
  { id: 'standard', label: 'Standard', data: [62, 58, 64, 79] },
  { id: 'premium', label: 'Premium', data: [21, 24, 26, 35] },
];

// The toolbar slot takes no props of ours, so the demo hands it the state through a context.
const ViewOptionsContext = React.createContext(null);

function ViewToolbar() {
  const view = React.useContext(ViewOptionsContext);
  const theme = useTheme();
  if (view === null) return null;
  // A pressed button takes the primary colour.
  const pressedStyle = (pressed) => (pressed ? { color: theme.palette.primary.main } : undefined);
  return (
    // `Toolbar` is the frame with role="toolbar": arrow keys move between its buttons.
    <Toolbar>
      <Tooltip title="Stack the plans">
        <ToolbarButton
          aria-pressed={view.stacked}
          onClick={() => view.toggle('stacked')}
          style={pressedStyle(view.stacked)}
        >
          <StackedBarChartIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Show the values">
        <ToolbarButton
          aria-pressed={view.showValues}
          onClick={() => view.toggle('showValues')}
          style={pressedStyle(view.showValues)}
        >
          <NumbersIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function CustomToolbar() {
  const [stacked, setStacked] = React.useState(false);
  const [showValues, setShowValues] = React.useState(false);
  const view = React.useMemo(
    () => ({
      stacked,
      showValues,
      toggle: (option) => (option === 'stacked' ? setStacked((value) => !value) : setShowValues((value) => !value)),
    }),
    [stacked, showValues],
  );

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        New subscriptions per plan, 2024 (thousands)
      </Typography>
      <ViewOptionsContext.Provider value={view}>
        <BarChart
          height={340}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          yAxis={[{ width: 40 }]}
          series={series.map((item) => ({ ...item, stack: stacked ? 'plans' : undefined }))}
          barLabel={showValues ? 'value' : undefined}
          // The community charts have no default toolbar: `showToolbar` renders the `toolbar` slot.
          showToolbar
          slots={{ toolbar: ViewToolbar }}
        />
      </ViewOptionsContext.Provider>
    </Box>
  );
}
