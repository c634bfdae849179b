import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { enterSearch, leaveFocus, pageOf } from '../../../../../src/demo/play';
import ServerSideAggregationDemo from './ServerSideAggregation.tsx';
import serverSideAggregationSource from './ServerSideAggregation.tsx?demo';
import ServerSideAggregationFunctionsDemo from './ServerSideAggregationFunctions.tsx';
import serverSideAggregationFunctionsSource from './ServerSideAggregationFunctions.tsx?demo';
import ServerSideAggregationModelDemo from './ServerSideAggregationModel.tsx';
import serverSideAggregationModelSource from './ServerSideAggregationModel.tsx?demo';
import ServerSideAggregationFilteringDemo from './ServerSideAggregationFiltering.tsx';
import serverSideAggregationFilteringSource from './ServerSideAggregationFiltering.tsx?demo';
import ServerSideAggregationRowGroupingDemo from './ServerSideAggregationRowGrouping.tsx';
import serverSideAggregationRowGroupingSource from './ServerSideAggregationRowGrouping.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ServerSideAggregation: Story = demoStory(ServerSideAggregationDemo, serverSideAggregationSource);
export const ServerSideAggregationFunctions: Story = demoStory(ServerSideAggregationFunctionsDemo, serverSideAggregationFunctionsSource);
export const ServerSideAggregationModel: Story = demoStory(ServerSideAggregationModelDemo, serverSideAggregationModelSource);
export const ServerSideAggregationFiltering: Story = demoStory(ServerSideAggregationFilteringDemo, serverSideAggregationFilteringSource);
export const ServerSideAggregationRowGrouping: Story = demoStory(ServerSideAggregationRowGroupingDemo, serverSideAggregationRowGroupingSource);

/** The fake server answers after 300 ms per request. */
const LOAD = { timeout: 6000 };

/** A cell of the grand-total row the grid pins under the rows. */
const footerCell = (canvasElement: HTMLElement, field: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-id="auto-generated-group-footer-root"] [data-field="${field}"]`);

/** Ends at rest: no loading overlay, no menu, nothing focused. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-overlay, [role="progressbar"]')).toBeNull(), LOAD);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('menu')).toBeNull());
  await leaveFocus(canvasElement);
}

ServerSideAggregation.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'total')).toHaveTextContent('1,091,022'), LOAD);
  await expect(footerCell(canvasElement, 'quantity')).toHaveTextContent('6.27');
  await settled(canvasElement);
};

ServerSideAggregationFunctions.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'customer')).toHaveTextContent('12'), LOAD);
  await expect(footerCell(canvasElement, 'total')).toHaveTextContent('1,091,022');
  await expect(within(canvasElement).getByText('distinct')).toBeInTheDocument();
  await settled(canvasElement);
};

ServerSideAggregationModel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(footerCell(canvasElement, 'total')).toHaveTextContent('1,091,022'), LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'max' }));
  await canvas.findByText('Sent aggregationModel: {"total":"max"}', {}, LOAD);
  await waitFor(() => expect(footerCell(canvasElement, 'total')).toHaveTextContent('7,188'), LOAD);
  await settled(canvasElement);
};

ServerSideAggregationFiltering.play = async ({ canvasElement }) => {
  await waitFor(() => expect(footerCell(canvasElement, 'total')).toHaveTextContent('1,091,022'), LOAD);
  await enterSearch(within(canvasElement).getByRole('searchbox'), 'Norway');
  // The server filters, then totals what is left: the footer follows the filter.
  await waitFor(() => expect(footerCell(canvasElement, 'total')).toHaveTextContent('166,006'), LOAD);
  await expect(footerCell(canvasElement, 'orderNo')).toHaveTextContent('118');
  await settled(canvasElement);
};

ServerSideAggregationRowGrouping.play = async ({ canvasElement }) => {
  // The total in the row of the Desk lamp group, whose grouping cell reads "Desk lamp (126)".
  const totalOfGroup = () =>
    Array.from(canvasElement.querySelectorAll('[role="row"]'))
      .find((row) => row.querySelector('[data-field="__row_group_by_columns_group__"]')?.textContent === 'Desk lamp (126)')
      ?.querySelector('[data-field="total"]');
  await waitFor(() => expect(totalOfGroup()).toHaveTextContent('31,395'), LOAD);
  await waitFor(() => expect(footerCell(canvasElement, 'total')).toHaveTextContent('1,091,022'), LOAD);
  await settled(canvasElement);
};
