interface PrivacyNavigator {
  doNotTrack?: string | null;
  msDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

const saysDoNotTrack = (value: unknown) => value === '1' || value === 'yes';

/**
 * Whether the reader asked not to be tracked: Do Not Track (`navigator.doNotTrack`, the older
 * `window.doNotTrack` and `navigator.msDoNotTrack`; `'yes'` is old Firefox) or Global Privacy Control.
 */
export function hasPrivacySignal(win: Window): boolean {
  const nav = (win.navigator ?? {}) as PrivacyNavigator;
  const legacy = (win as Window & { doNotTrack?: string }).doNotTrack;
  return saysDoNotTrack(nav.doNotTrack) || saysDoNotTrack(legacy) || saysDoNotTrack(nav.msDoNotTrack) || nav.globalPrivacyControl === true;
}
