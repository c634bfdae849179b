/** Parameters of a click event; attributes that are absent are left out. */
export interface ClickEventParams {
  eventAction?: string;
  eventLabel?: string;
}

export interface ClickEvent {
  /** The GA4 event name: the element's `data-ga-event-category`. */
  category: string;
  params: ClickEventParams;
}

const CATEGORY_SELECTOR = '[data-ga-event-category]';

/**
 * Share of clicks to send from `data-ga-event-split`: a number in (0, 1) samples; anything else
 * (missing, 0, negative, 1 or more, not a number) sends every click.
 */
export function splitRatio(value: string | null | undefined): number {
  const split = Number.parseFloat(value ?? '');
  return Number.isFinite(split) && split > 0 && split < 1 ? split : 1;
}

/**
 * The event for a click on `target`: the nearest element with `data-ga-event-category` inside
 * `root` wins; `null` when there is none or the split sampling drops it.
 */
export function clickEventFor(target: EventTarget | null, root: Node, random: () => number = Math.random): ClickEvent | null {
  const start = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const element = start?.closest(CATEGORY_SELECTOR);
  if (!element || !root.contains(element)) return null;
  const category = element.getAttribute('data-ga-event-category')?.trim();
  if (!category) return null;
  const ratio = splitRatio(element.getAttribute('data-ga-event-split'));
  if (ratio < 1 && !(random() < ratio)) return null;
  const params: ClickEventParams = {};
  const action = element.getAttribute('data-ga-event-action');
  const label = element.getAttribute('data-ga-event-label');
  if (action !== null) params.eventAction = action;
  if (label !== null) params.eventLabel = label;
  return { category, params };
}

export interface ClickTrackingOptions {
  send: (category: string, params: ClickEventParams) => void;
  /** Where clicks are watched (default `document`). */
  root?: Document | Element;
  random?: () => number;
}

/**
 * One delegated listener for every `data-ga-event-*` element under `root`, in the capture phase
 * so a handler that stops propagation cannot hide the click. Returns the uninstall function.
 */
export function installClickTracking({ send, root = document, random = () => Math.random() }: ClickTrackingOptions): () => void {
  const listener = (event: Event) => {
    const click = clickEventFor(event.target, root, random);
    if (click) send(click.category, click.params);
  };
  root.addEventListener('click', listener, true);
  return () => root.removeEventListener('click', listener, true);
}
