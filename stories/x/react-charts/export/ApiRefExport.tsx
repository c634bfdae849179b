import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

// How 1,200 respondents commute to work, 2024 city survey, in percent.
const modes = [
  { id: 'transit', label: 'Public transport', value: 38 },
  { id: 'car', label: 'Car', value: 27 },
  { id: 'bike', label: 'Bicycle', value: 17 },
  { id: 'walk', label: 'Walking', value: 12 },
  { id: 'other', label: 'Other', value: 6 },
];

export default function ApiRefExport() {
  const apiRef = React.useRef<ChartProApi<'pie'>>(undefined);
  const [type, setType] = React.useState<ImageType>('image/png');

  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        How people commute to work, 2024 survey
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Image format"
          value={type}
          onChange={(_event, value: ImageType | null) => value && setType(value)}
        >
          <ToggleButton value="image/png">PNG</ToggleButton>
          <ToggleButton value="image/jpeg">JPEG</ToggleButton>
          <ToggleButton value="image/webp">WebP</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="contained"
          size="small"
          // `quality` only applies to the lossy formats, JPEG and WebP.
          onClick={() => apiRef.current?.exportAsImage({ type, quality: 0.8, fileName: 'commute-survey-2024' })}
        >
          Download image
        </Button>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.exportAsPrint({ fileName: 'commute-survey-2024' })}>
          Print
        </Button>
      </Stack>
      <PieChartPro
        apiRef={apiRef}
        height={280}
        series={[
          {
            data: modes,
            innerRadius: '45%',
            paddingAngle: 1,
            valueFormatter: (item) => `${item.value}%`,
          },
        ]}
      />
    </Box>
  );
}
