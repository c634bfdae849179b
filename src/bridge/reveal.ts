/**
 * Bringing an element of the page to the top of the reader's view. Hosted, the shell's window is
 * what scrolls (the frame is as tall as its content), so the shell does it, below its header, by
 * postMessage: that works whichever origin the preview is on. In Storybook the element scrolls
 * itself into view.
 */
let hostScroll: ((top: number) => void) | null = null;

/** The bridge registers how to ask the shell to scroll (`null` when it is uninstalled). */
export function setHostScroll(scroll: ((top: number) => void) | null): void {
  hostScroll = scroll;
}

export function revealAtTop(element: HTMLElement): void {
  if (hostScroll) hostScroll(Math.round(element.getBoundingClientRect().top + window.scrollY));
  else element.scrollIntoView({ block: 'start' });
}
