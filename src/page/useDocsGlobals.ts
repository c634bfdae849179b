import * as React from 'react';
import type { Channel } from 'storybook/internal/channels';
import { sanitizeGlobals, type DocsGlobals } from '../preferences/globals';
import { currentGlobals } from '../bridge/preview';


/** The display globals as Storybook's preview currently holds them, updated live. */
export function useDocsGlobals(channel: Channel): DocsGlobals {
  const [globals, setGlobals] = React.useState(() => currentGlobals(channel));
  React.useEffect(() => {
    const update = (payload: { globals?: unknown }) => setGlobals(sanitizeGlobals(payload?.globals));
    channel.on('globalsUpdated', update);
    setGlobals(currentGlobals(channel));
    return () => channel.off('globalsUpdated', update);
  }, [channel]);
  return globals;
}
