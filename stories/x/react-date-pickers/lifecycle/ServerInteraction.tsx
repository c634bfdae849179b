import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

/** Stands for a request to your API: here it only returns the line the log shows. */
function describeRequest(date: Dayjs) {
  return `PATCH /projects/apollo { deadline: "${date.format('YYYY-MM-DD')}" }`;
}

export default function ServerInteraction() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs('2025-06-30'));
  // What would have been sent from `onChange`, and what is sent from `onAccept`.
  const [onChangeRequests, setOnChangeRequests] = React.useState(0);
  const [sent, setSent] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DesktopDatePicker
          label="Project deadline"
          views={['year', 'month', 'day']}
          openTo="year"
          value={deadline}
          onChange={(newValue) => {
            // Keep the screen in sync on every change…
            setDeadline(newValue);
            setOnChangeRequests((count) => count + 1);
          }}
          onAccept={(newValue, context) => {
            // …but talk to the server only once the reader has committed a valid date.
            if (newValue !== null && context.validationError === null) {
              setSent((previous) => [...previous, describeRequest(newValue)]);
            }
          }}
          sx={{ maxWidth: 340 }}
        />
        <Typography variant="body2" color="text.secondary">
          onChange calls: {onChangeRequests} · requests sent from onAccept: {sent.length}
        </Typography>
        <Box
          component="ol"
          aria-label="Requests sent"
          sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}
        >
          {sent.map((request, index) => (
            <li key={index}>{request}</li>
          ))}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
