import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Readers of a newsletter issue sent in May 2025.
const newsletter = [
  { label: 'Delivered', value: 86400 },
  { label: 'Opened', value: 31900 },
  { label: 'Clicked a link', value: 5240 },
  { label: 'Viewed the offer', value: 2180 },
  { label: 'Bought', value: 610 },
];

const first = newsletter[0].value;

export default function FunnelSectionLabelFunction() {
  // SVG text runs right to left on right-to-left pages, where its start is its right end.
  const outsideAnchor = useTheme().direction === 'rtl' ? 'end' : 'start';

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Newsletter issue 42, May 2025
      </Typography>
      <FunnelChart
        height={320}
        hideLegend
        categoryAxis={{ categories: newsletter.map((step) => step.label), position: 'left', size: 110 }}
        series={[
          {
            data: newsletter,
            sectionLabel: (item) =>
              // Wide sections keep the default centred label; narrow ones get it outside, on the right.
              item.value / first > 0.2
                ? {}
                : { position: { horizontal: 'end' }, textAnchor: outsideAnchor, offset: { x: 8 } },
          },
        ]}
      />
    </Box>
  );
}
