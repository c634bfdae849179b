import * as React from 'react';
import type { Channel } from 'storybook/internal/channels';
import { globalNames, sanitizeGlobals, type DocsGlobals } from '../preferences/globals';
import { currentGlobals } from '../bridge/preview';
import { useHostedGlobals } from '../preferences/hostedGlobals';
import { isHostedByShell } from './hosting';


/** The display preferences, updated live: the shell's when hosted, else Storybook's globals. */
export function useDocsGlobals(channel: Channel): DocsGlobals {
  const hosted = useHostedGlobals();
  const storybook = useStorybookGlobals(channel);
  return isHostedByShell() ? hosted : storybook;
}

/** The preferences a story renders with: the shell's when hosted, else the story's globals. */
export function usePreviewGlobals(storyGlobals: unknown): DocsGlobals {
  const hosted = useHostedGlobals();
  return isHostedByShell() ? hosted : sanitizeGlobals(storyGlobals);
}

/** The display globals as Storybook's preview currently holds them, updated live. */
function useStorybookGlobals(channel: Channel): DocsGlobals {
  const [globals, setGlobals] = React.useState(() => currentGlobals(channel));
  React.useEffect(() => {
    // Only a real change re-renders: the docs container re-rendering means the whole page does.
    const keep = (next: DocsGlobals) =>
      setGlobals((current) => (globalNames.every((name) => current[name] === next[name]) ? current : next));
    const update = (payload: { globals?: unknown }) => keep(sanitizeGlobals(payload?.globals));
    channel.on('globalsUpdated', update);
    keep(currentGlobals(channel));
    return () => channel.off('globalsUpdated', update);
  }, [channel]);
  return globals;
}
