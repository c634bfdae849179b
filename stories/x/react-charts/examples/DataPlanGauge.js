import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

// A mobile plan of 30 GB a month, with 21.6 GB used on the 20th day.
const used = 21.6;
const plan = 30;

export default function DataPlanGauge() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography id="data-plan-caption" component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Mobile data used this month
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Gauge
          width={200}
          height={160}
          value={used}
          valueMax={plan}
          startAngle={-110}
          endAngle={110}
          innerRadius="75%"
          cornerRadius="50%"
          text={({ value }) => `${value} GB`}
          aria-labelledby="data-plan-caption"
          sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 22, fontWeight: 600 } }}
        />
        <Box>
          <Typography variant="body2">
            {used} GB of {plan} GB used
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Renews in 10 days
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
