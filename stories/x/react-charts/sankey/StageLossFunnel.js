import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// The same shop visitors, all channels together, with the number lost before each stage.
const stages = [
  { label: 'Visited', value: 50000 },
  { label: 'Viewed a product', value: 26700 },
  { label: 'Added to cart', value: 9050 },
  { label: 'Bought', value: 3810 },
];

export default function StageLossFunnel() {
  // SVG text runs right to left on right-to-left pages, where its start is its right end.
  const outsideAnchor = useTheme().direction === 'rtl' ? 'end' : 'start';

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Shop visitors by stage, September 2025
      </Typography>
      <FunnelChart
        height={300}
        series={[
          {
            data: stages,
            // Narrow sections get their label outside, on the right.
            sectionLabel: (item) =>
              item.value / stages[0].value > 0.3
                ? {}
                : { position: { horizontal: 'end' }, textAnchor: outsideAnchor, offset: { x: 8 } },
            valueFormatter: (item, { dataIndex }) => {
              const lost = dataIndex === 0 ? 0 : stages[dataIndex - 1].value - item.value;
              const value = item.value.toLocaleString('en-US');
              return lost === 0 ? value : `${value} · ${lost.toLocaleString('en-US')} lost`;
            },
          },
        ]}
      />
    </Box>
  );
}
