import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';

function BookingLayout(props) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  // Rows: toolbar (mobile only), notice, calendar, action bar.
  return (
    <PickersLayoutRoot
      ownerState={ownerState}
      className={pickersLayoutClasses.root}
      sx={{ [`.${pickersLayoutClasses.actionBar}`]: { gridRow: 4 } }}
    >
      {toolbar}
      <Alert severity="info" sx={{ gridColumn: '1 / 4', gridRow: 2, borderRadius: 0, maxWidth: 320 }}>
        The studio is closed on weekends.
      </Alert>
      <PickersLayoutContentWrapper
        ownerState={ownerState}
        className={pickersLayoutClasses.contentWrapper}
        sx={{ gridRow: 3 }}
      >
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}

const isWeekend = (date) => date.day() === 0 || date.day() === 6;

export default function CustomLayout() {
  const [session, setSession] = React.useState(dayjs('2025-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DatePicker
          label="Photo session"
          value={session}
          onChange={setSession}
          shouldDisableDate={isWeekend}
          slots={{ layout: BookingLayout }}
          slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
        />
        <Typography variant="body2">
          Session: {session?.isValid() ? session.format('dddd, MMMM D, YYYY') : 'not booked'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
