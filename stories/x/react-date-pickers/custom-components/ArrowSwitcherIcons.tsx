import * as React from 'react';
import dayjs from 'dayjs';
import ArrowCircleLeftOutlinedIcon from '@mui/icons-material/ArrowCircleLeftOutlined';
import ArrowCircleRightOutlinedIcon from '@mui/icons-material/ArrowCircleRightOutlined';
import ExpandCircleDownOutlinedIcon from '@mui/icons-material/ExpandCircleDownOutlined';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ArrowSwitcherIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Project kickoff"
        defaultValue={dayjs('2025-01-13')}
        slots={{
          openPickerIcon: EditCalendarIcon,
          leftArrowIcon: ArrowCircleLeftOutlinedIcon,
          rightArrowIcon: ArrowCircleRightOutlinedIcon,
          switchViewIcon: ExpandCircleDownOutlinedIcon,
        }}
      />
    </LocalizationProvider>
  );
}
