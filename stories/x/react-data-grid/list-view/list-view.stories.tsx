import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { enterSearch, leaveFocus, pageOf } from '../../../../src/demo/play';
import ListViewToggleDemo from './ListViewToggle.tsx';
import listViewToggleSource from './ListViewToggle.tsx?demo';
import ResponsiveListViewDemo from './ResponsiveListView.tsx';
import responsiveListViewSource from './ResponsiveListView.tsx?demo';
import ListViewActionsDemo from './ListViewActions.tsx';
import listViewActionsSource from './ListViewActions.tsx?demo';
import ListViewEditingDemo from './ListViewEditing.tsx';
import listViewEditingSource from './ListViewEditing.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ListViewToggle: Story = demoStory(ListViewToggleDemo, listViewToggleSource);
export const ResponsiveListView: Story = demoStory(ResponsiveListViewDemo, responsiveListViewSource);
export const ListViewActions: Story = demoStory(ListViewActionsDemo, listViewActionsSource);
export const ListViewEditing: Story = demoStory(ListViewEditingDemo, listViewEditingSource);

/** The text of the rows in display order (in list view, each row has one cell). */
const rowTexts = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('.MuiDataGrid-row')).map((row) => row.textContent ?? '');

ListViewToggle.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('columnheader', { name: 'Role' })).toBeInTheDocument();

  await userEvent.click(canvas.getByRole('button', { name: 'List' }));
  // The headers are gone and each row renders the list column alone.
  await waitFor(() => expect(canvas.queryAllByRole('columnheader')).toHaveLength(0));
  await expect(canvasElement.querySelector('[data-field="listColumn"]')).not.toBeNull();
  await expect(canvas.getByText('Frontend engineer · Engineering, Berlin')).toBeVisible();

  // The quick filter still searches the columns the list does not show.
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await enterSearch(canvas.getByRole('searchbox'), 'Engineering');
  await waitFor(() => expect(rowTexts(canvasElement)).toHaveLength(3));
  await expect(canvas.queryByText('Mei Tanaka')).toBeNull();
  await leaveFocus(canvasElement);
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
};

ResponsiveListView.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Phone' }));
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('360 px: list view'));
  await expect(canvas.queryAllByRole('columnheader')).toHaveLength(0);
  await expect(canvas.getByText('SO-4812 · Porto · 30 items')).toBeVisible();
  await leaveFocus(canvasElement);
};

ListViewActions.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  await waitFor(() => expect(rowTexts(canvasElement)[0]).toContain('Pinecrest Dental'));

  // Sorting still applies: the sort model names a column the list does not show.
  await userEvent.click(canvas.getByRole('combobox', { name: /Sort by/ }));
  await userEvent.click(await page.findByRole('option', { name: 'Amount, highest first' }));
  await waitFor(() => expect(rowTexts(canvasElement)[0]).toContain('Harbor Logistics'));

  await userEvent.click(canvas.getByRole('button', { name: 'Actions for INV-2043' }));
  await userEvent.click(await page.findByRole('menuitem', { name: 'Mark as paid' }));
  await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  const row = canvasElement.querySelector<HTMLElement>('.MuiDataGrid-row[data-id="INV-2043"]')!;
  await expect(within(row).getByText('Paid')).toBeVisible();
  await leaveFocus(canvasElement);
};

ListViewEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const page = pageOf(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Renew SSL certificates' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Prepare board deck' }));
  await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');
  await expect(canvasElement.querySelectorAll('.MuiDataGrid-row.Mui-selected')).toHaveLength(2);

  await userEvent.click(canvas.getByRole('button', { name: 'Edit Archive 2023 invoices' }));
  const dialog = within(await page.findByRole('dialog', { name: 'Edit task' }));
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await userEvent.clear(title);
  await userEvent.type(title, 'Archive 2024 invoices');
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  await expect(canvas.getByText('Archive 2024 invoices')).toBeVisible();
  await leaveFocus(canvasElement);
};
