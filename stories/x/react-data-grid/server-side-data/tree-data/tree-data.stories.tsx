import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { leaveFocus } from '../../../../../src/demo/play';
import ServerSideTreeDataDemo from './ServerSideTreeData.tsx';
import serverSideTreeDataSource from './ServerSideTreeData.tsx?demo';
import ServerSideTreeDataExpansionDemo from './ServerSideTreeDataExpansion.tsx';
import serverSideTreeDataExpansionSource from './ServerSideTreeDataExpansion.tsx?demo';
import ServerSideTreeDataUnknownCountDemo from './ServerSideTreeDataUnknownCount.tsx';
import serverSideTreeDataUnknownCountSource from './ServerSideTreeDataUnknownCount.tsx?demo';
import ServerSideTreeDataSortingDemo from './ServerSideTreeDataSorting.tsx';
import serverSideTreeDataSortingSource from './ServerSideTreeDataSorting.tsx?demo';
import ServerSideTreeDataRefreshDemo from './ServerSideTreeDataRefresh.tsx';
import serverSideTreeDataRefreshSource from './ServerSideTreeDataRefresh.tsx?demo';
import ServerSideTreeDataErrorsDemo from './ServerSideTreeDataErrors.tsx';
import serverSideTreeDataErrorsSource from './ServerSideTreeDataErrors.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ServerSideTreeData: Story = demoStory(ServerSideTreeDataDemo, serverSideTreeDataSource);
export const ServerSideTreeDataExpansion: Story = demoStory(ServerSideTreeDataExpansionDemo, serverSideTreeDataExpansionSource);
export const ServerSideTreeDataUnknownCount: Story = demoStory(ServerSideTreeDataUnknownCountDemo, serverSideTreeDataUnknownCountSource);
export const ServerSideTreeDataSorting: Story = demoStory(ServerSideTreeDataSortingDemo, serverSideTreeDataSortingSource);
export const ServerSideTreeDataRefresh: Story = demoStory(ServerSideTreeDataRefreshDemo, serverSideTreeDataRefreshSource);
export const ServerSideTreeDataErrors: Story = demoStory(ServerSideTreeDataErrorsDemo, serverSideTreeDataErrorsSource);

/** The fake server answers after 300 ms per team. */
const LOAD = { timeout: 6000 };

/** Ends at rest: no loading overlay or row loader, nothing focused. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-overlay, [role="progressbar"]')).toBeNull(), LOAD);
  await leaveFocus(canvasElement);
}

/** A name in the grouping column, followed by the team's size when the server gives it: "Ava Baker (5)". */
const person = (name: string) => new RegExp(`^${name}( \\(\\d+\\))?$`);

/** The expand button in the row of `name`. */
const expandButton = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByText(person(name)).closest('[role="row"]') as HTMLElement).getByRole('button');

ServerSideTreeData.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(person('Ava Baker'), {}, LOAD);
  await expect(canvas.queryByText(person('Rosa Kowalski'))).toBeNull();
  await userEvent.click(expandButton(canvasElement, 'Ava Baker'));
  await canvas.findByText(person('Rosa Kowalski'), {}, LOAD);
  await expect(canvas.getByText(person('Priya Patel'))).toBeInTheDocument();
  await settled(canvasElement);
};

ServerSideTreeDataExpansion.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(person('Farah Larsen'), {}, LOAD);
  await expect(canvas.getByText(person('Priya Okafor'))).toBeInTheDocument();
  await settled(canvasElement);
};

ServerSideTreeDataUnknownCount.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(person('Rosa Kowalski'), {}, LOAD);
  await userEvent.click(expandButton(canvasElement, 'Rosa Kowalski'));
  await canvas.findByText(person('Farah Larsen'), {}, LOAD);
  await settled(canvasElement);
};

const rowOrder = (canvasElement: HTMLElement) => Array.from(canvasElement.querySelectorAll('[role="row"][data-id]'), (row) => row.textContent ?? '');

ServerSideTreeDataSorting.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(person('Rosa Kowalski'), {}, LOAD);
  const office = canvas.getByRole('columnheader', { name: 'Office' });
  await userEvent.click(office);
  await waitFor(() => expect(office).toHaveAttribute('aria-sort', 'ascending'));
  // Paris comes before Toronto: Omar Patel's row moves above Rosa Kowalski's.
  await waitFor(() => {
    const rows = rowOrder(canvasElement);
    const omar = rows.findIndex((text) => text.includes('Omar Patel'));
    const rosa = rows.findIndex((text) => text.includes('Rosa Kowalski'));
    expect(omar).toBeGreaterThan(-1);
    expect(omar).toBeLessThan(rosa);
  }, LOAD);
  await settled(canvasElement);
};

ServerSideTreeDataRefresh.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(person('Rosa Kowalski'), {}, LOAD);
  await expect(canvas.getByText('Requests: top, Ava Baker')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
  await canvas.findByText('Requests: top, Ava Baker, top, Ava Baker', {}, LOAD);
  await canvas.findByText(person('Rosa Kowalski'), {}, LOAD);
  await settled(canvasElement);
};

ServerSideTreeDataErrors.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByText(person('Ava Baker'), {}, LOAD);
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  await userEvent.click(expandButton(canvasElement, 'Ava Baker'));
  const alert = await canvas.findByRole('alert', {}, LOAD);
  await expect(alert).toHaveTextContent('The team of Ava Baker could not be loaded.');
  await userEvent.click(canvas.getByRole('switch', { name: 'Server outage' }));
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await canvas.findByText(person('Rosa Kowalski'), {}, LOAD);
  await expect(canvas.queryByRole('alert')).toBeNull();
  await settled(canvasElement);
};
