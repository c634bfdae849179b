import * as React from 'react';
import type { Theme } from '@mui/material/styles';
import { isHostedByShell } from '../page/hosting';
import { cssTooltip } from './cssTooltip';
import { createTranslate } from '../i18n/translate';
import { readFeedbackFlag } from './previewFlag';
import { SECTION_ATTRIBUTE } from './sections';

export interface SectionFeedbackSettings {
  /** Accessible name of the buttons (followed by the heading's text through `aria-describedby`). */
  label: string;
}

/** Set by the shell (feedback on or off); elsewhere the preview decides from its page. */
const SectionFeedbackContext = React.createContext<SectionFeedbackSettings | null | undefined>(undefined);
export const SectionFeedbackProvider = SectionFeedbackContext.Provider;

let hostedPreviewSettings: { value: SectionFeedbackSettings | null } | undefined;

/** In the preview: buttons only when hosted by a shell with feedback on (read once: neither changes). */
function previewSettings(): SectionFeedbackSettings | null {
  hostedPreviewSettings ??= {
    value: isHostedByShell() && readFeedbackFlag() ? { label: createTranslate('en')('feedback.commentOnSection') } : null,
  };
  return hostedPreviewSettings.value;
}

export function useSectionFeedback(): SectionFeedbackSettings | null {
  const settings = React.useContext(SectionFeedbackContext);
  return settings === undefined ? previewSettings() : settings;
}

/** A speech-bubble icon button placed after a heading (`headingId` names the heading). */
export function SectionFeedbackButton({ headingId }: { headingId: string }) {
  const settings = useSectionFeedback();
  if (!settings) return null;
  return (
    <button
      type="button"
      className="section-feedback"
      {...{ [SECTION_ATTRIBUTE]: headingId }}
      aria-label={settings.label}
      aria-describedby={headingId}
      data-tooltip={settings.label}
      data-ga-event-category="feedback"
      data-ga-event-action="section"
      data-ga-event-label={headingId}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H5.17L4 17.17V4h16zM7 9h10v2H7zm0-3h10v2H7zm0 6h7v2H7z"
        />
      </svg>
    </button>
  );
}

/** `sx` styles of the button inside a heading row (the row shows it on hover). */
export const sectionFeedbackStyles = {
  '& .section-feedback': {
    all: 'unset',
    boxSizing: 'border-box',
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    alignSelf: 'center',
    width: 28,
    height: 28,
    borderRadius: 6,
    cursor: 'pointer',
    color: 'text.secondary',
    opacity: 0.7,
    '&:hover': { opacity: 1 },
    '&:focus-visible': { opacity: 1, outline: '2px solid', outlineColor: (theme: Theme) => theme.palette.primary.main, outlineOffset: 1 },
    // Opens towards the heading (inline start), so it never widens the page.
    ...cssTooltip({ gap: 4, side: 'end' }),
  },
  // Devices that hover show the button with the heading; touch screens always show it.
  '@media (hover: hover)': {
    '& .section-feedback:not(:focus-visible)': { opacity: 0 },
    '&:hover .section-feedback': { opacity: 0.7 },
    '&:hover .section-feedback:hover': { opacity: 1 },
  },
} as const;
