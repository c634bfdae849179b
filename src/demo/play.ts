import { expect, userEvent, waitFor, within } from 'storybook/test';
import { repaintWholeStory } from '../storybook/repaint';

/** Queries on the whole preview document: popups, menus and panels render in a portal, outside the canvas. */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Clicks the canvas outside any control and waits until focus has left the demo, so a play
 * function's final capture shows no focus ring or selected field section.
 */
export async function leaveFocus(canvasElement: HTMLElement): Promise<void> {
  await userEvent.click(canvasElement);
  await waitFor(() => expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement | null));
}

/** A popup a play function may have opened: its role, and its accessible name when the role is not enough. */
export interface OpenedPopup {
  role: 'menu' | 'listbox' | 'dialog' | 'combobox';
  name?: RegExp;
}

/**
 * The end of a play function, so the determinism check's two captures show the same final state:
 * the popups named in `closed` are gone, nothing is focused or hovered, no tooltip is left open.
 * `repaint`: also waits for button ripples to fade, then repaints the whole story (see
 * `repaintWholeStory`), for demos whose buttons were clicked or hovered.
 */
export async function comeToRest(canvasElement: HTMLElement, { closed = [], repaint = false }: { closed?: readonly OpenedPopup[]; repaint?: boolean } = {}): Promise<void> {
  const page = pageOf(canvasElement);
  const doc = canvasElement.ownerDocument;
  for (const popup of closed) await waitFor(() => expect(page.queryByRole(popup.role, popup.name ? { name: popup.name } : {})).toBeNull());
  // A closing menu gives the focus back to its button when its exit transition ends, which can
  // come after the role above is gone; that focus opens the button's tooltip. Wait for the popup
  // to leave the document, and blur again on every try.
  if (closed.length > 0) await waitFor(() => expect(doc.querySelector('.MuiDataGrid-menu, .MuiModal-root, .MuiPickersPopper-root')).toBeNull(), { timeout: 3000 });
  await userEvent.unhover(canvasElement);
  await waitFor(
    () => {
      (doc.activeElement as HTMLElement | null)?.blur();
      expect(page.queryByRole('tooltip')).toBeNull();
    },
    { timeout: 3000 },
  );
  if (!repaint) return;
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
}

/** The grid's filter panel (its column picker), for `comeToRest({ closed })`. */
export const FILTER_PANEL: OpenedPopup = { role: 'combobox', name: /^Columns/ };

/**
 * Enters `text` at the end of a search field in one input event and waits until the field shows
 * it whole. Typed key by key, a quick filter loses keys on a loaded machine: its debounced filter
 * writes the value it saw back into the field between two keystrokes.
 */
export async function enterSearch(input: HTMLElement, text: string): Promise<void> {
  const expected = `${(input as HTMLInputElement).value}${text}`;
  await userEvent.click(input);
  await userEvent.paste(text);
  await waitFor(() => expect(input).toHaveValue(expected));
}

/** Queries inside the picker field (or one input of a multi-input field) whose group is labelled `label`. */
export const fieldOf = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('group', { name: label }));

/** The point of `element` at fractions `x`, `y` of its box (default: the centre), in client coordinates. */
function pointOf(element: Element, x: number, y: number) {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width * x, clientY: box.top + box.height * y };
}

/**
 * Moves the pointer over `element` at fractions `x`, `y` of its box (default: the centre). Chart
 * items are SVG shapes whose handlers read the pointer's coordinates, which `hover` does not give.
 */
export async function pointAt(element: Element, x = 0.5, y = 0.5): Promise<void> {
  await userEvent.pointer({ target: element, coords: pointOf(element, x, y) });
}

/** A mouse click at the centre of `element`, with coordinates (a chart's item click handler needs them). */
export async function clickAtCentre(element: Element): Promise<void> {
  await userEvent.pointer({ keys: '[MouseLeft]', target: element, coords: pointOf(element, 0.5, 0.5) });
}
