import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import ServerSideDataGridDemo from './ServerSideDataGrid.tsx';
import serverSideDataGridSource from './ServerSideDataGrid.tsx?demo';
import DataSourceCacheDemo from './DataSourceCache.tsx';
import dataSourceCacheSource from './DataSourceCache.tsx?demo';
import CustomCacheDemo from './CustomCache.tsx';
import customCacheSource from './CustomCache.tsx?demo';
import DataSourceRefreshDemo from './DataSourceRefresh.tsx';
import dataSourceRefreshSource from './DataSourceRefresh.tsx?demo';
import DataSourceErrorsDemo from './DataSourceErrors.tsx';
import dataSourceErrorsSource from './DataSourceErrors.tsx?demo';
import DataSourceEditingDemo from './DataSourceEditing.tsx';
import dataSourceEditingSource from './DataSourceEditing.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ServerSideDataGrid: Story = demoStory(ServerSideDataGridDemo, serverSideDataGridSource);
export const DataSourceCache: Story = demoStory(DataSourceCacheDemo, dataSourceCacheSource);
export const CustomCache: Story = demoStory(CustomCacheDemo, customCacheSource);
export const DataSourceRefresh: Story = demoStory(DataSourceRefreshDemo, dataSourceRefreshSource);
export const DataSourceErrors: Story = demoStory(DataSourceErrorsDemo, dataSourceErrorsSource);
export const DataSourceEditing: Story = demoStory(DataSourceEditingDemo, dataSourceEditingSource);

/** The fake server answers after 300 ms; a loaded machine may take longer to render. */
const LOAD = { timeout: 5000 };

/** Waits for the grid's loading overlay to be gone, so the final capture shows rows at rest. */
async function rowsSettled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-overlay, [role="progressbar"]')).toBeNull(), LOAD);
}

const nextPage = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Go to next page' });
const previousPage = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Go to previous page' });

ServerSideDataGrid.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText('SO-10001', {}, LOAD);
  await expect(canvas.getByText('1–10 of 1000')).toBeInTheDocument();
  // Sorting goes to the server: the most expensive orders of all 1,000 come first.
  const total = canvas.getByRole('columnheader', { name: 'Total' });
  await userEvent.click(total);
  await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'ascending'));
  await userEvent.click(total);
  await waitFor(() => expect(total).toHaveAttribute('aria-sort', 'descending'));
  await waitFor(() => expect(canvas.queryByText('SO-10001')).toBeNull(), LOAD);
  await canvas.findAllByText('$7,188', {}, LOAD);
  await rowsSettled(canvasElement);
  await leaveFocus(canvasElement);
};

DataSourceCache.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText('SO-10001', {}, LOAD);
  await userEvent.click(nextPage(canvasElement));
  await canvas.findByText('SO-10006', {}, LOAD);
  await userEvent.click(previousPage(canvasElement));
  await canvas.findByText('SO-10001', {}, LOAD);
  // Page 1 came from the cache: two requests only.
  await expect(canvas.getByText('2 requests for rows 0–4, 5–9')).toBeInTheDocument();

  await userEvent.click(canvas.getByRole('switch', { name: 'Cache responses' }));
  await userEvent.click(nextPage(canvasElement));
  await canvas.findByText('SO-10006', {}, LOAD);
  await userEvent.click(previousPage(canvasElement));
  await canvas.findByText('4 requests for rows 0–4, 5–9, 5–9, 0–4', {}, LOAD);
  await canvas.findByText('SO-10001', {}, LOAD);
  await rowsSettled(canvasElement);
  await leaveFocus(canvasElement);
};

CustomCache.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText('SO-10001', {}, LOAD);
  await expect(canvas.getByText('Cache hits: 0, misses: 1')).toBeInTheDocument();
  await userEvent.click(nextPage(canvasElement));
  await canvas.findByText('SO-10006', {}, LOAD);
  await userEvent.click(previousPage(canvasElement));
  await canvas.findByText('SO-10001', {}, LOAD);
  await expect(canvas.getByText('Cache hits: 1, misses: 2')).toBeInTheDocument();
  await rowsSettled(canvasElement);
  await leaveFocus(canvasElement);
};

DataSourceRefresh.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText('SO-11000', {}, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Place an order elsewhere' }));
  await canvas.findByText('The server now has SO-11001.', {}, LOAD);
  await expect(canvas.queryByText('SO-11001', { selector: '[role="gridcell"]' })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
  await canvas.findByText('SO-11001', { selector: '[role="gridcell"]' }, LOAD);
  await rowsSettled(canvasElement);
  await leaveFocus(canvasElement);
};

DataSourceErrors.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText('SO-10001', {}, LOAD);
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  await userEvent.click(nextPage(canvasElement));
  const alert = await canvas.findByRole('alert', {}, LOAD);
  await expect(alert).toHaveTextContent('Rows 5–9 could not be loaded. 503 Service Unavailable');
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await canvas.findByText('SO-10006', {}, LOAD);
  await expect(canvas.queryByRole('alert')).toBeNull();
  await rowsSettled(canvasElement);
  await leaveFocus(canvasElement);
};

DataSourceEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText('SO-10001', {}, LOAD);
  // SO-10001: 8 monitor arms at $119, $952 in all.
  const row = canvas.getByText('SO-10001').closest('[role="row"]') as HTMLElement;
  const quantity = within(row).getByRole('gridcell', { name: '8' });
  await userEvent.dblClick(quantity);
  const input = await within(row).findByRole('spinbutton');
  await userEvent.clear(input);
  await userEvent.type(input, '10{Enter}');
  await canvas.findByText('SO-10001 saved: 10 × Monitor arm, $1,190', {}, LOAD);
  await waitFor(() => expect(within(row).getByRole('gridcell', { name: '$1,190' })).toBeInTheDocument(), LOAD);
  await rowsSettled(canvasElement);
  await leaveFocus(canvasElement);
};
