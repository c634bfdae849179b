import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';

type Kind = 'Date' | 'Time' | 'DateTime' | 'DateRange';
type Variant = 'Static' | 'Desktop' | 'Mobile';
type Accent = 'primary' | 'secondary' | 'success';

interface Settings {
  kind: Kind;
  variant: Variant;
  landscape: boolean;
  weekNumbers: boolean;
  outsideDays: boolean;
  hour24: boolean;
  readOnly: boolean;
  disabled: boolean;
  squareDays: boolean;
  accent: Accent;
}

const initialSettings: Settings = {
  kind: 'Date',
  variant: 'Static',
  landscape: false,
  weekNumbers: false,
  outsideDays: false,
  hour24: false,
  readOnly: false,
  disabled: false,
  squareDays: false,
  accent: 'primary',
};

const kindLabels: Record<Kind, string> = {
  Date: 'Date Picker',
  Time: 'Time Picker',
  DateTime: 'Date Time Picker',
  DateRange: 'Date Range Picker (Pro)',
};

// Every component the playground can show, by variant and kind. They share the props used below.
const components = {
  Static: { Date: StaticDatePicker, Time: StaticTimePicker, DateTime: StaticDateTimePicker, DateRange: StaticDateRangePicker },
  Desktop: { Date: DesktopDatePicker, Time: DesktopTimePicker, DateTime: DesktopDateTimePicker, DateRange: DesktopDateRangePicker },
  Mobile: { Date: MobileDatePicker, Time: MobileTimePicker, DateTime: MobileDateTimePicker, DateRange: MobileDateRangePicker },
} as const;

/** A prop the picker receives: its value, and how it is written in the code. */
interface PropEntry {
  name: string;
  value: unknown;
  code: string;
}

const hasCalendar = (kind: Kind) => kind !== 'Time';
const hasClock = (kind: Kind) => kind === 'Time' || kind === 'DateTime';

/** The props the settings give, defaults left out, in the order the code shows them. */
function propsOf(settings: Settings): PropEntry[] {
  const { kind, variant } = settings;
  const entries: PropEntry[] = [];
  if (variant !== 'Static') entries.push({ name: 'label', value: 'Pick a value', code: '"Pick a value"' });
  if (kind === 'DateRange') {
    entries.push({
      name: 'defaultValue',
      value: [dayjs('2025-04-17'), dayjs('2025-04-22')],
      code: "[dayjs('2025-04-17'), dayjs('2025-04-22')]",
    });
    if (variant !== 'Mobile') entries.push({ name: 'calendars', value: 1, code: '1' });
  } else {
    entries.push({ name: 'defaultValue', value: dayjs('2025-04-17T09:30'), code: "dayjs('2025-04-17T09:30')" });
  }
  if (settings.landscape && variant !== 'Desktop') {
    entries.push({ name: 'orientation', value: 'landscape', code: '"landscape"' });
  }
  if (hasCalendar(kind) && settings.weekNumbers) entries.push({ name: 'displayWeekNumber', value: true, code: '' });
  if (hasCalendar(kind) && settings.outsideDays) entries.push({ name: 'showDaysOutsideCurrentMonth', value: true, code: '' });
  if (hasClock(kind) && settings.hour24) entries.push({ name: 'ampm', value: false, code: '{false}' });
  if (settings.readOnly) entries.push({ name: 'readOnly', value: true, code: '' });
  if (settings.disabled) entries.push({ name: 'disabled', value: true, code: '' });
  const daySx: Record<string, unknown> = {};
  const daySxCode: string[] = [];
  if (hasCalendar(kind) && settings.squareDays) {
    daySx.borderRadius = 1;
    daySxCode.push('borderRadius: 1');
  }
  if (hasCalendar(kind) && settings.accent !== 'primary') {
    const selected = '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected:focus';
    daySx[selected] = { bgcolor: `${settings.accent}.main` };
    daySxCode.push(`'${selected}': { bgcolor: '${settings.accent}.main' }`);
  }
  if (daySxCode.length > 0) {
    entries.push({ name: 'slotProps', value: { day: { sx: daySx } }, code: `{{ day: { sx: { ${daySxCode.join(', ')} } } }}` });
  }
  return entries;
}

/** The code of the picker the settings give, ready to paste. */
function codeOf(settings: Settings): string {
  const name = `${settings.variant}${settings.kind}Picker`;
  const packageName = settings.kind === 'DateRange' ? '@mui/x-date-pickers-pro' : '@mui/x-date-pickers';
  const props = propsOf(settings).map(({ name: prop, code }) => `    ${prop}${code ? `=${code}` : ''}`);
  return [
    "import dayjs from 'dayjs';",
    "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
    "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
    `import { ${name} } from '${packageName}/${name}';`,
    '',
    '<LocalizationProvider dateAdapter={AdapterDayjs}>',
    `  <${name}`,
    ...props,
    '  />',
    '</LocalizationProvider>',
  ].join('\n');
}

export default function PickerPlayground() {
  const [settings, setSettings] = React.useState<Settings>(initialSettings);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setSettings((previous) => ({ ...previous, [key]: value }));
  const Picker = components[settings.variant][settings.kind] as React.ElementType;
  const props = Object.fromEntries(propsOf(settings).map(({ name, value }) => [name, value]));
  const option = (
    key: 'weekNumbers' | 'outsideDays' | 'hour24' | 'readOnly' | 'disabled' | 'squareDays',
    label: string,
    enabled = true,
  ) => (
    <FormControlLabel
      disabled={!enabled}
      control={<Checkbox size="small" checked={settings[key]} onChange={(event) => set(key, event.target.checked)} />}
      label={label}
    />
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={2} sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}>
            <FormControl size="small" fullWidth>
              <InputLabel id="playground-component">Component</InputLabel>
              <Select
                labelId="playground-component"
                label="Component"
                value={settings.kind}
                onChange={(event) => set('kind', event.target.value as Kind)}
              >
                {(Object.keys(kindLabels) as Kind[]).map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {kindLabels[kind]}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              aria-label="Variant"
              value={settings.variant}
              onChange={(_event, next: Variant | null) => next && set('variant', next)}
            >
              <ToggleButton value="Static">Static</ToggleButton>
              <ToggleButton value="Desktop">Desktop</ToggleButton>
              <ToggleButton value="Mobile">Mobile</ToggleButton>
            </ToggleButtonGroup>
            <FormControl component="fieldset">
              <FormLabel component="legend">Options</FormLabel>
              <FormGroup>
                <FormControlLabel
                  disabled={settings.variant === 'Desktop'}
                  control={
                    <Checkbox size="small" checked={settings.landscape} onChange={(event) => set('landscape', event.target.checked)} />
                  }
                  label="Landscape"
                />
                {option('weekNumbers', 'Week numbers', hasCalendar(settings.kind))}
                {option('outsideDays', 'Days of other months', hasCalendar(settings.kind))}
                {option('hour24', '24-hour clock', hasClock(settings.kind))}
                {option('readOnly', 'Read-only')}
                {option('disabled', 'Disabled')}
              </FormGroup>
            </FormControl>
            <FormControl component="fieldset" disabled={!hasCalendar(settings.kind)}>
              <FormLabel component="legend">Days</FormLabel>
              <FormGroup>{option('squareDays', 'Square corners', hasCalendar(settings.kind))}</FormGroup>
            </FormControl>
            <FormControl size="small" fullWidth disabled={!hasCalendar(settings.kind)}>
              <InputLabel id="playground-accent">Selected day colour</InputLabel>
              <Select
                labelId="playground-accent"
                label="Selected day colour"
                value={settings.accent}
                onChange={(event) => set('accent', event.target.value as Accent)}
              >
                <MenuItem value="primary">Primary</MenuItem>
                <MenuItem value="secondary">Secondary</MenuItem>
                <MenuItem value="success">Success</MenuItem>
              </Select>
            </FormControl>
            <Button variant="outlined" size="small" onClick={() => setSettings(initialSettings)}>
              Reset
            </Button>
          </Stack>
          {/* The landscape layouts are wider than a phone: let them scroll there. */}
          <Box sx={{ overflowX: 'auto', minWidth: 0, flexGrow: 1, width: '100%' }}>
            {/* A new component starts from its default value. */}
            <Picker key={`${settings.variant}-${settings.kind}`} {...props} />
          </Box>
        </Stack>
        {/* Code reads left to right, also on a right-to-left page. */}
        <Typography id="playground-code" variant="subtitle2" component="p">
          Code
        </Typography>
        <Box
          component="pre"
          dir="ltr"
          role="region"
          tabIndex={0}
          aria-labelledby="playground-code"
          sx={{ m: 0, p: 2, overflowX: 'auto', fontSize: 13, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          {codeOf(settings)}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
