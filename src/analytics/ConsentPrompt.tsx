import * as React from 'react';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import type { ConsentChoice, ConsentStore } from './consent';
import type { Analytics } from './gtag';

export interface ConsentMessages {
  /** Accessible name of the prompt's region. */
  regionLabel: string;
  title: string;
  body: string;
  accept: string;
  decline: string;
}

export const defaultConsentMessages: ConsentMessages = {
  regionLabel: 'Analytics consent',
  title: 'Help us improve these docs',
  body: 'May we count page visits and clicks to learn which pages help most? Nothing is used for advertising, and you can say no.',
  accept: 'Accept',
  decline: 'Decline',
};

export interface ConsentPromptProps {
  store: ConsentStore;
  /** Receives the answer (`updateConsent`); a disabled analytics (DNT/GPC) never shows the prompt. */
  analytics: Pick<Analytics, 'enabled' | 'updateConsent'>;
  /** Called after the reader answered, e.g. to move focus somewhere useful. */
  onAnswered?: (choice: ConsentChoice) => void;
  messages?: Partial<ConsentMessages>;
}

const Root = styled('section')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'fixed',
    insetInlineEnd: theme.spacing(2),
    bottom: theme.spacing(2),
    zIndex: theme.zIndex.snackbar,
    boxSizing: 'border-box',
    width: `min(360px, calc(100vw - ${theme.spacing(4)}))`,
    padding: theme.spacing(2),
    border: `1px solid ${palette.divider}`,
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.16)',
  };
});

const Title = styled('h2')(({ theme }) => ({ ...theme.typography.body1, margin: 0, fontWeight: 700 }));

const Body = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: theme.spacing(0.5, 0, 1.5),
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Actions = styled('div')(({ theme }) => ({ display: 'flex', justifyContent: 'flex-end', gap: theme.spacing(1) }));

/**
 * A small, non-modal prompt asking for analytics consent. Rendered only in the browser (the
 * stored answer is unknown on the server), never after an answer, never under DNT/GPC.
 */
export function ConsentPrompt({ store, analytics, onAnswered, messages: overrides }: ConsentPromptProps) {
  const [open, setOpen] = React.useState(false);
  const messages = { ...defaultConsentMessages, ...overrides };
  const bodyId = React.useId();

  React.useEffect(() => {
    setOpen(analytics.enabled && store.get() === null);
  }, [analytics, store]);

  if (!open) return null;

  const answer = (choice: ConsentChoice) => {
    store.set(choice);
    analytics.updateConsent(choice);
    setOpen(false);
    onAnswered?.(choice);
  };

  return (
    <Root className="docs-consent" aria-label={messages.regionLabel} aria-describedby={bodyId}>
      <Title>{messages.title}</Title>
      <Body id={bodyId}>{messages.body}</Body>
      <Actions>
        <Button size="small" variant="outlined" onClick={() => answer('denied')}>
          {messages.decline}
        </Button>
        <Button size="small" variant="contained" onClick={() => answer('granted')}>
          {messages.accept}
        </Button>
      </Actions>
    </Root>
  );
}
