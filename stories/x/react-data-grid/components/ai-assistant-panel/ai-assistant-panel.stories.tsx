import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { pageOf } from '../../../../../src/demo/play';
import { repaintWholeStory } from '../../../../../src/storybook/repaint';
import AssistantPanelButtonDemo from './AssistantPanelButton.tsx';
import assistantPanelButtonSource from './AssistantPanelButton.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const AssistantPanelButton: Story = demoStory(AssistantPanelButtonDemo, assistantPanelButtonSource);

/** The text of the first column's cell in the first row. */
const firstRep = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[role="row"][data-rowindex="0"] [data-field="rep"]')?.textContent;

AssistantPanelButton.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(firstRep(canvasElement)).toBe('Nadia Haddad');
  const trigger = canvas.getByRole('button', { name: 'Assistant' });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // A suggestion sends its prompt; the stand-in answers with a sort on revenue.
  const page = pageOf(canvasElement);
  await userEvent.click(await page.findByText('Sort by revenue, highest first'));
  await waitFor(() => expect(canvasElement.querySelector('[role="row"][data-rowindex="1"] [data-field="rep"]')).toHaveTextContent('Ravi Iyer'), { timeout: 5000 });
  await waitFor(() => expect(page.queryByText('Processing…')).toBeNull());
  await userEvent.click(page.getByRole('button', { name: 'Close AI Assistant' }));
  await waitFor(() => expect(trigger).not.toHaveAttribute('aria-expanded'));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
};
