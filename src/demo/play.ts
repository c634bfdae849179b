import { expect, userEvent, waitFor, within } from 'storybook/test';

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

/** Queries inside the picker field (or one input of a multi-input field) whose group is labelled `label`. */
export const fieldOf = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('group', { name: label }));
