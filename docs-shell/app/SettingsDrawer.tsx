import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import type { DocsGlobals, GlobalName } from '../../src/preferences/globals';
import { globalChoices } from '../../src/preferences/globals';
import { vars } from './theme';
import { useShellText } from './ShellContext';

/** Message key of each choice's label. */
const choiceLabels: { [Name in GlobalName]: Record<DocsGlobals[Name], string> } = {
  colorMode: { light: 'settings.light', system: 'settings.system', dark: 'settings.dark' },
  direction: { ltr: 'settings.ltr', rtl: 'settings.rtl' },
  density: { standard: 'settings.standard', dense: 'settings.dense' },
  codeVariant: { TS: 'settings.ts', JS: 'settings.js' },
  codeStyling: { system: 'settings.styleSystem', tailwind: 'settings.styleTailwind', css: 'settings.styleCss' },
};

const order: GlobalName[] = ['colorMode', 'direction', 'density', 'codeVariant', 'codeStyling'];
const headingKey: Record<GlobalName, string> = {
  colorMode: 'settings.mode',
  direction: 'settings.direction',
  density: 'settings.density',
  codeVariant: 'settings.codeVariant',
  codeStyling: 'settings.codeStyling',
};

const Heading = styled('h3')(({ theme }) => ({
  margin: theme.spacing(3, 0, 1),
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars(theme).palette.text.secondary,
}));

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  preferences: DocsGlobals;
  onChange: (update: Partial<DocsGlobals>) => void;
}

/** The five display preferences; every change reaches the page (and its demos) at once. */
export function SettingsDrawer({ open, onClose, preferences, onChange }: SettingsDrawerProps) {
  const { t } = useShellText();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: 'settings-drawer', role: 'dialog', 'aria-labelledby': 'settings-title', sx: { width: { xs: 310, sm: 360 }, p: 2.5 } } }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h2 id="settings-title" style={{ margin: 0, fontSize: '1.125rem' }}>
          {t('settings.title')}
        </h2>
        <IconButton aria-label={t('settings.close')} onClick={onClose} edge="end">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </svg>
        </IconButton>
      </div>
      {order.map((name) => (
        <section key={name} aria-labelledby={`settings-${name}`}>
          <Heading id={`settings-${name}`}>{t(headingKey[name])}</Heading>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={preferences[name]}
            aria-labelledby={`settings-${name}`}
            onChange={(_event, value: string | null) => {
              if (value !== null) onChange({ [name]: value });
            }}
          >
            {(globalChoices[name] as readonly string[]).map((value) => (
              <ToggleButton
                key={value}
                value={value}
                data-ga-event-category="settings"
                data-ga-event-action={`${name}-${value}`}
                sx={{ textTransform: 'none', fontWeight: 600, py: 0.75 }}
              >
                {t((choiceLabels[name] as Record<string, string>)[value])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </section>
      ))}
      <p style={{ marginTop: 24, fontSize: '0.8125rem', opacity: 0.8 }}>{t('settings.note')}</p>
    </Drawer>
  );
}
