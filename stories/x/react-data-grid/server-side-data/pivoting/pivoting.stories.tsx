import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { leaveFocus } from '../../../../../src/demo/play';
import PivotingFetchedRowsDemo from './PivotingFetchedRows.tsx';
import pivotingFetchedRowsSource from './PivotingFetchedRows.tsx?demo';
import PivotingServerFilterDemo from './PivotingServerFilter.tsx';
import pivotingServerFilterSource from './PivotingServerFilter.tsx?demo';
import PivotingServerReportDemo from './PivotingServerReport.tsx';
import pivotingServerReportSource from './PivotingServerReport.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PivotingFetchedRows: Story = demoStory(PivotingFetchedRowsDemo, pivotingFetchedRowsSource);
export const PivotingServerFilter: Story = demoStory(PivotingServerFilterDemo, pivotingServerFilterSource);
export const PivotingServerReport: Story = demoStory(PivotingServerReportDemo, pivotingServerReportSource);

/** The fake server answers after 300 ms per request. */
const LOAD = { timeout: 6000 };

/** The separator the grid puts between the parts of a generated pivot column's field. */
const SEP = '>->';

/** The cell of `field` in the group row whose grouping cell reads `name (count)`. */
function cellOf(canvasElement: HTMLElement, name: string, field: string) {
  const pattern = new RegExp(`^${name} \\(\\d+\\)$`);
  const groupCell = Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="gridcell"]')).find((cell) => pattern.test(cell.textContent ?? ''));
  return (groupCell?.closest('[role="row"]')?.querySelector(`[data-field="${field}"]`) ?? null) as HTMLElement | null;
}

/** Ends at rest: no loading overlay, nothing focused. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-overlay, [role="progressbar"]')).toBeNull(), LOAD);
  await leaveFocus(canvasElement);
}

PivotingFetchedRows.play = async ({ canvasElement }) => {
  await waitFor(() => expect(cellOf(canvasElement, 'France', `Cancelled${SEP}total`)).toHaveTextContent('4,766'), LOAD);
  await expect(cellOf(canvasElement, 'France', `Delivered${SEP}total`)).toHaveTextContent('10,930');
  await settled(canvasElement);
};

PivotingServerFilter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(cellOf(canvasElement, 'Standing desk', 'total')).toHaveTextContent('120,399'), LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Q2' }));
  await waitFor(() => expect(cellOf(canvasElement, 'Standing desk', 'total')).toHaveTextContent('171,913'), LOAD);
  await expect(cellOf(canvasElement, 'Standing desk', 'quantity')).toHaveTextContent('287');
  await settled(canvasElement);
};

PivotingServerReport.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('gridcell', { name: '166,006' }, LOAD);
  const cancelled = canvas.getByRole('columnheader', { name: 'Cancelled' });
  await userEvent.click(cancelled);
  await userEvent.click(cancelled);
  await waitFor(() => expect(cancelled).toHaveAttribute('aria-sort', 'descending'));
  // The server sorts the report: Germany has the most cancelled orders.
  await waitFor(() => expect(canvasElement.querySelector('[role="row"][data-rowindex="0"] [data-field="country"]')).toHaveTextContent('Germany'), LOAD);
  await settled(canvasElement);
};
