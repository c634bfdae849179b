import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { comeToRest } from '../../../../src/demo/play';
import SingleRowSelectionDemo from './SingleRowSelection.tsx';
import singleRowSelectionSource from './SingleRowSelection.tsx?demo';
import MultipleRowSelectionDemo from './MultipleRowSelection.tsx';
import multipleRowSelectionSource from './MultipleRowSelection.tsx?demo';
import DisableRowSelectionOnClickDemo from './DisableRowSelectionOnClick.tsx';
import disableRowSelectionOnClickSource from './DisableRowSelectionOnClick.tsx?demo';
import IsRowSelectableDemo from './IsRowSelectable.tsx';
import isRowSelectableSource from './IsRowSelectable.tsx?demo';
import CheckboxSelectionDemo from './CheckboxSelection.tsx';
import checkboxSelectionSource from './CheckboxSelection.tsx?demo';
import DisableMultipleRowSelectionDemo from './DisableMultipleRowSelection.tsx';
import disableMultipleRowSelectionSource from './DisableMultipleRowSelection.tsx?demo';
import CustomCheckboxColumnDemo from './CustomCheckboxColumn.tsx';
import customCheckboxColumnSource from './CustomCheckboxColumn.tsx?demo';
import ControlledRowSelectionDemo from './ControlledRowSelection.tsx';
import controlledRowSelectionSource from './ControlledRowSelection.tsx?demo';
import KeepNonExistentRowsSelectedDemo from './KeepNonExistentRowsSelected.tsx';
import keepNonExistentRowsSelectedSource from './KeepNonExistentRowsSelected.tsx?demo';
import CheckboxSelectionVisibleOnlyDemo from './CheckboxSelectionVisibleOnly.tsx';
import checkboxSelectionVisibleOnlySource from './CheckboxSelectionVisibleOnly.tsx?demo';
import RowSelectionPropagationDemo from './RowSelectionPropagation.tsx';
import rowSelectionPropagationSource from './RowSelectionPropagation.tsx?demo';
import RowSelectionApiRefDemo from './RowSelectionApiRef.tsx';
import rowSelectionApiRefSource from './RowSelectionApiRef.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SingleRowSelection: Story = demoStory(SingleRowSelectionDemo, singleRowSelectionSource);
export const MultipleRowSelection: Story = demoStory(MultipleRowSelectionDemo, multipleRowSelectionSource);
export const DisableRowSelectionOnClick: Story = demoStory(DisableRowSelectionOnClickDemo, disableRowSelectionOnClickSource);
export const IsRowSelectable: Story = demoStory(IsRowSelectableDemo, isRowSelectableSource);
export const CheckboxSelection: Story = demoStory(CheckboxSelectionDemo, checkboxSelectionSource);
export const DisableMultipleRowSelection: Story = demoStory(DisableMultipleRowSelectionDemo, disableMultipleRowSelectionSource);
export const CustomCheckboxColumn: Story = demoStory(CustomCheckboxColumnDemo, customCheckboxColumnSource);
export const ControlledRowSelection: Story = demoStory(ControlledRowSelectionDemo, controlledRowSelectionSource);
export const KeepNonExistentRowsSelected: Story = demoStory(KeepNonExistentRowsSelectedDemo, keepNonExistentRowsSelectedSource);
export const CheckboxSelectionVisibleOnly: Story = demoStory(CheckboxSelectionVisibleOnlyDemo, checkboxSelectionVisibleOnlySource);
export const RowSelectionPropagation: Story = demoStory(RowSelectionPropagationDemo, rowSelectionPropagationSource);
export const RowSelectionApiRef: Story = demoStory(RowSelectionApiRefDemo, rowSelectionApiRefSource);


/** The grid row that holds a piece of text. */
const rowOf = (element: HTMLElement) => element.closest('[role="row"]') as HTMLElement;
const rowCheckbox = (canvasElement: HTMLElement, text: string) =>
  within(rowOf(within(canvasElement).getByText(text))).getByRole('checkbox');

SingleRowSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText('Hana Sato'));
  await expect(rowOf(canvas.getByText('Hana Sato'))).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByText('1 row selected')).toBeInTheDocument();
  // A click on another row moves the selection there.
  await userEvent.click(canvas.getByText('Diego Alvarez'));
  await expect(rowOf(canvas.getByText('Diego Alvarez'))).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(canvas.getByText('Hana Sato'))).toHaveAttribute('aria-selected', 'false');
  await expect(canvas.getByText('1 row selected')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

MultipleRowSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const user = userEvent.setup();
  await user.click(canvas.getByText('Review vendor contracts'));
  // Shift + click selects the range from the last clicked row.
  await user.keyboard('{Shift>}');
  await user.click(canvas.getByText('Migrate the billing database'));
  await user.keyboard('{/Shift}');
  await expect(canvas.getByText('4 rows selected')).toBeInTheDocument();
  // Ctrl + click adds a single row.
  await user.keyboard('{Control>}');
  await user.click(canvas.getByText('Plan the customer summit'));
  await user.keyboard('{/Control}');
  await expect(canvas.getByText('5 rows selected')).toBeInTheDocument();
  await expect(rowOf(canvas.getByText('Refresh the design tokens'))).toHaveAttribute('aria-selected', 'false');
  await comeToRest(canvasElement);
};

DisableRowSelectionOnClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Preview Brand guidelines.pdf' }));
  await expect(canvas.getByText('Previewing Brand guidelines.pdf')).toBeInTheDocument();
  await userEvent.click(canvas.getByText('Sales forecast.xlsx'));
  // Clicks on cells select nothing; only the checkboxes do.
  await expect(canvas.queryByText(/rows? selected/)).toBeNull();
  await userEvent.click(rowCheckbox(canvasElement, 'Q2 budget.xlsx'));
  await expect(canvas.getByText('1 row selected')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

IsRowSelectable.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCheckbox(canvasElement, 'Merino base layer')).toBeDisabled();
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
  // Select all skips the two products out of stock.
  await expect(canvas.getByText('4 rows selected')).toBeInTheDocument();
  await expect(rowCheckbox(canvasElement, 'Insulated bottle')).not.toBeChecked();
  await comeToRest(canvasElement);
};

CheckboxSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(rowCheckbox(canvasElement, 'Kestrel Logistics'));
  await userEvent.click(rowCheckbox(canvasElement, 'Vega Dental'));
  await expect(canvas.getByText('2 rows selected')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
  await expect(canvas.getByText('6 rows selected')).toBeInTheDocument();
  await userEvent.click(rowCheckbox(canvasElement, 'Orchard Foods'));
  await expect(canvas.getByText('5 rows selected')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

DisableMultipleRowSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(rowCheckbox(canvasElement, 'Standard'));
  await userEvent.click(rowCheckbox(canvasElement, 'Express'));
  await expect(canvas.getByText('1 row selected')).toBeInTheDocument();
  await expect(rowCheckbox(canvasElement, 'Express')).toBeChecked();
  await expect(rowCheckbox(canvasElement, 'Standard')).not.toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  await comeToRest(canvasElement);
};

CustomCheckboxColumn.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The checkbox is the last cell of its row.
  const row = rowOf(canvas.getByText('Kwame Mensah'));
  const cells = within(row).getAllByRole('gridcell');
  await expect(within(cells[cells.length - 1]).getByRole('checkbox')).toBeInTheDocument();
  await userEvent.click(rowCheckbox(canvasElement, 'Kwame Mensah'));
  await expect(canvas.getByText('1 row selected')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

ControlledRowSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Select overdue' }));
  await expect(canvas.getByText('3 rows selected')).toBeInTheDocument();
  await expect(canvas.getByText('type: include, ids: ["INV-0412","INV-0415","INV-0417"]')).toBeInTheDocument();
  await expect(canvas.getByText('Selected total: $10,235')).toBeInTheDocument();
  // Select all is stored as "every row except none".
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
  await expect(await canvas.findByText('type: exclude, ids: []')).toBeInTheDocument();
  await userEvent.click(rowCheckbox(canvasElement, 'Orchard Foods'));
  await expect(await canvas.findByText('type: exclude, ids: ["INV-0416"]')).toBeInTheDocument();
  await expect(canvas.getByText('Selected total: $12,385')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

KeepNonExistentRowsSelected.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('1–5 of 18')).toBeInTheDocument();
  await userEvent.click(rowCheckbox(canvasElement, '302'));
  await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
  await expect(await canvas.findByText('306')).toBeInTheDocument();
  await userEvent.click(rowCheckbox(canvasElement, '307'));
  // Row 302 is on another page, not in `rows`, and still selected.
  await expect(canvas.getByText('Shortlist: [302,307]')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Go to previous page' }));
  await expect(await canvas.findByText('301')).toBeInTheDocument();
  await waitFor(() => expect(rowCheckbox(canvasElement, '302')).toBeChecked());
  await comeToRest(canvasElement);
};

CheckboxSelectionVisibleOnly.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
  await expect(canvas.getByText('5 rows selected')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Unselect all rows' }));
  await userEvent.click(canvas.getByRole('switch', { name: 'Select all: current page only' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
  await expect(canvas.getByText('23 rows selected')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

RowSelectionPropagation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText('Contract.pdf')).toBeInTheDocument());
  // Selecting a folder selects its files.
  await userEvent.click(rowCheckbox(canvasElement, 'Documents (3)'));
  await expect(canvas.getByText('4 rows selected')).toBeInTheDocument();
  await expect(rowCheckbox(canvasElement, 'Tax 2024.xlsx')).toBeChecked();
  // Selecting every file of a folder selects the folder.
  await userEvent.click(rowCheckbox(canvasElement, 'Lisbon.jpg'));
  await userEvent.click(rowCheckbox(canvasElement, 'Porto.jpg'));
  await expect(rowCheckbox(canvasElement, 'Photos (2)')).toBeChecked();
  await expect(canvas.getByText('7 rows selected')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

RowSelectionApiRef.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'web-03 to cache-01' }));
  await expect(canvas.getByText('4 rows selected')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Add web-01' }));
  await expect(canvas.getByText('5 rows selected')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Unhealthy hosts only' }));
  await expect(canvas.getByText('3 rows selected')).toBeInTheDocument();
  await expect(rowOf(canvas.getByText('web-02'))).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(canvas.queryByText(/rows? selected/)).toBeNull());
  await comeToRest(canvasElement);
};
