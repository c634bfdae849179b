import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Average monthly precipitation in Bergen, Norway, in millimetres.
const precipitation = [255, 207, 194, 129, 110, 124, 149, 199, 249, 284, 268, 282];

function LabelledSlider(props: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { label, value, max, onChange } = props;
  const id = React.useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Typography id={id} variant="body2" sx={{ whiteSpace: 'nowrap', minWidth: 88 }}>
        {label}: {value}
      </Typography>
      <Slider size="small" min={0} max={max} value={value} onChange={(_event, next) => onChange(next as number)} aria-labelledby={id} />
    </Box>
  );
}

export default function AxisRenderingPlayground() {
  const [showLine, setShowLine] = React.useState(true);
  const [showTicks, setShowTicks] = React.useState(true);
  const [showLabels, setShowLabels] = React.useState(true);
  const [tickSize, setTickSize] = React.useState(6);
  const [offset, setOffset] = React.useState(0);

  const rendering = { disableLine: !showLine, disableTicks: !showTicks, tickSize, offset };

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Average precipitation in Bergen
      </Typography>
      <FormGroup row>
        <FormControlLabel control={<Switch checked={showLine} onChange={(event) => setShowLine(event.target.checked)} />} label="Axis line" />
        <FormControlLabel control={<Switch checked={showTicks} onChange={(event) => setShowTicks(event.target.checked)} />} label="Ticks" />
        <FormControlLabel control={<Switch checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} />} label="Axis labels" />
      </FormGroup>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, maxWidth: 640 }}>
        <LabelledSlider label="tickSize" value={tickSize} max={16} onChange={setTickSize} />
        <LabelledSlider label="offset" value={offset} max={20} onChange={setOffset} />
      </Box>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months, label: showLabels ? 'Month' : undefined, ...rendering }]}
        yAxis={[{ label: showLabels ? 'Precipitation (mm)' : undefined, ...rendering }]}
        series={[{ data: precipitation, label: 'Precipitation', valueFormatter: (value) => (value === null ? '' : `${value} mm`) }]}
        hideLegend
      />
    </Box>
  );
}
