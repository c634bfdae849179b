import { BarChart } from '@mui/x-charts/BarChart';

export default function FirstChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      series={[{ label: 'Coffees sold', data: [182, 164, 171, 196, 233, 289, 251] }]}
    />
  );
}
