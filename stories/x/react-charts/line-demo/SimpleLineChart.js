import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly active users of a budgeting app in 2024, in thousands.
const web = [182, 176, 190, 197, 205, 198, 187, 184, 214, 226, 231, 219];
const mobile = [96, 104, 121, 138, 152, 167, 181, 190, 208, 229, 246, 262];

const thousands = (value) => (value === null ? null : `${value}k users`);

export default function SimpleLineChart() {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Monthly active users by platform, 2024
      </Typography>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Users (thousands)', width: 56 }]}
        series={[
          { data: web, label: 'Web', valueFormatter: thousands },
          { data: mobile, label: 'Mobile app', valueFormatter: thousands },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
