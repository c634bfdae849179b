import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf } from '../../../../src/demo/play';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import AssistantPanelDemo from './AssistantPanel.tsx';
import assistantPanelSource from './AssistantPanel.tsx?demo';
import PromptContextDemo from './PromptContext.tsx';
import promptContextSource from './PromptContext.tsx?demo';
import ProcessPromptApiDemo from './ProcessPromptApi.tsx';
import processPromptApiSource from './ProcessPromptApi.tsx?demo';
import SavedConversationsDemo from './SavedConversations.tsx';
import savedConversationsSource from './SavedConversations.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const AssistantPanel: Story = demoStory(AssistantPanelDemo, assistantPanelSource);
export const PromptContext: Story = demoStory(PromptContextDemo, promptContextSource);
export const ProcessPromptApi: Story = demoStory(ProcessPromptApiDemo, processPromptApiSource);
export const SavedConversations: Story = demoStory(SavedConversationsDemo, savedConversationsSource);

/** The values of one column in display order (data rows only). */
const columnValues = (canvasElement: HTMLElement, field: string) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(`[role="row"][data-rowindex] [data-field="${field}"]`)).map(
    (cell) => cell.textContent,
  );

/** Opens the AI Assistant panel from the toolbar button and returns the prompt field. */
async function openAssistant(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'AI Assistant' }));
  // The panel's prompt field is named by its placeholder.
  return pageOf(canvasElement).findByPlaceholderText(/a prompt…/);
}

/** Waits for the answer, closes the panel and ends at rest (no focus, tooltip, ripple or overlay). */
async function closeAssistant(canvasElement: HTMLElement) {
  const page = pageOf(canvasElement);
  await waitFor(() => expect(page.queryByText('Processing…')).toBeNull(), { timeout: 5000 });
  await userEvent.click(page.getByRole('button', { name: 'Close AI Assistant' }));
  await waitFor(() => expect(page.queryByPlaceholderText(/a prompt…/)).toBeNull());
  await settle(canvasElement);
}

async function settle(canvasElement: HTMLElement) {
  const page = pageOf(canvasElement);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-overlay')).toBeNull());
  await repaintWholeStory(canvasElement);
}

AssistantPanel.play = async ({ canvasElement }) => {
  const page = pageOf(canvasElement);
  const prompt = await openAssistant(canvasElement);
  await userEvent.type(prompt, 'Show only orders from France{Enter}');
  await waitFor(() => expect(columnValues(canvasElement, 'country')).toEqual(['France', 'France', 'France', 'France']), {
    timeout: 5000,
  });

  // A prompt the resolver does not know: the panel shows its error under the prompt.
  await userEvent.type(await page.findByPlaceholderText(/a prompt…/), 'Delete all cancelled orders{Enter}');
  await expect(await page.findByText(/This demo only understands its suggestions/, {}, { timeout: 5000 })).toBeVisible();
  await expect(columnValues(canvasElement, 'country')).toHaveLength(4);
  await closeAssistant(canvasElement);
};

PromptContext.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  await openAssistant(canvasElement);
  await userEvent.click(await page.findByText('Sort by revenue, highest first'));
  await waitFor(() => expect(columnValues(canvasElement, 'revenue')[0]).toBe('12,225'), { timeout: 5000 });
  const context = canvas.getByLabelText('Prompt context');
  await expect(context).toHaveTextContent('revenue (number): Order total in US dollars, before tax');
  await expect(context).toHaveTextContent('examples: [592,12225]');
  // The status column offers one filter operator to the model.
  await expect(context).toHaveTextContent('status (singleSelect): no description examples: [] operators: is');
  await closeAssistant(canvasElement);
};

ProcessPromptApi.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Select the 3 largest orders' }));
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Applied: Select the 3 largest orders'), {
    timeout: 5000,
  });
  await expect(columnValues(canvasElement, 'id').slice(0, 3)).toEqual(['SO-7105', 'SO-7102', 'SO-7110']);
  await expect(canvasElement.querySelectorAll('.MuiDataGrid-row.Mui-selected')).toHaveLength(3);

  await userEvent.click(canvas.getByRole('button', { name: 'Cancel every order' }));
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Not applied: This demo only understands'), {
    timeout: 5000,
  });
  await settle(canvasElement);
};

SavedConversations.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  await expect(canvas.getByRole('status')).toHaveTextContent('Saved: 1 conversation(s), 1 prompt(s)');
  const prompt = await openAssistant(canvasElement);
  // The conversation loaded from storage is open.
  await expect(page.getAllByText('Sort by revenue, highest first').length).toBeGreaterThan(0);
  await userEvent.type(prompt, 'Group by country{Enter}');
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved: 1 conversation(s), 2 prompt(s)'));
  await waitFor(() => expect(canvasElement.querySelector('[data-field="__row_group_by_columns_group__"]')).not.toBeNull(), {
    timeout: 5000,
  });
  await closeAssistant(canvasElement);
};
