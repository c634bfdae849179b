import { safeHttpUrl } from './safeUrl';

/**
 * The contract between the ad slot and a third-party ad script (image style):
 *
 * 1. The slot renders an empty `<div data-ad-network-container>` and appends
 *    `<script async src="<DOCS_AD_SCRIPT_URL>">` inside it.
 * 2. The script inserts its placement inside that container (its own `document.currentScript`'s
 *    parent): an element matching `PLACEMENT_SELECTOR`, typically Carbon's
 *    `<div id="carbonads">` with `.carbon-wrap > a.carbon-img > img`, `a.carbon-text` and
 *    `a.carbon-poweredby`, which the slot styles.
 * 3. The slot looks only inside its own container, so nothing else on the page (an inline ad,
 *    another slot) can pass for the placement. A placement holding a link to the configured
 *    fallback backers link (`DOCS_AD_FALLBACK_LINK`) means the network had no paid ad.
 */
export const NETWORK_CONTAINER_ATTRIBUTE = 'data-ad-network-container';

/**
 * Elements a network script may insert as its placement (`#carbonads` written as an attribute
 * match: id lookups can skip a duplicate id inside our container when another one comes first).
 */
export const PLACEMENT_SELECTOR = '[id="carbonads"], .carbonads, .ea-placement';

export function findPlacement(container: ParentNode): Element | null {
  return container.querySelector(PLACEMENT_SELECTOR);
}

/** Whether a placement is the network's fallback: one of its links goes to `fallbackLink`. */
export function isFallbackPlacement(placement: Element, fallbackLink: string | null): boolean {
  const fallback = safeHttpUrl(fallbackLink);
  if (!fallback) return false;
  return [...placement.querySelectorAll('a[href]')].some((anchor) => safeHttpUrl((anchor as HTMLAnchorElement).href) === fallback);
}

/** Appends the network's script to the container; the script finds the container as its parent. */
export function injectAdScript(container: HTMLElement, src: string): HTMLScriptElement {
  const script = container.ownerDocument.createElement('script');
  script.async = true;
  script.src = src;
  container.appendChild(script);
  return script;
}
