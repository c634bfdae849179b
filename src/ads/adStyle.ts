import { AD_INLINE_STYLE_CHANCE } from './constants';

/** `image`: a picture and a sentence; `inline`: text only, from the network's JSON endpoint. */
export type AdStyle = 'image' | 'inline';

export function chooseAdStyle(random: () => number): AdStyle {
  return random() < AD_INLINE_STYLE_CHANCE ? 'inline' : 'image';
}

let sessionStyle: AdStyle | null = null;

/** The style of this page session: drawn at the first call, then the same for every page shown. */
export function sessionAdStyle(random: () => number = Math.random): AdStyle {
  sessionStyle ??= chooseAdStyle(random);
  return sessionStyle;
}

/** Forgets the session's style (tests). */
export function resetSessionAdStyle(): void {
  sessionStyle = null;
}
