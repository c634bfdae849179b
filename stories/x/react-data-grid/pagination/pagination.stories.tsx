import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { comeToRest, enterSearch } from '../../../../src/demo/play';
import CommunityPaginationDemo from './CommunityPagination.tsx';
import communityPaginationSource from './CommunityPagination.tsx?demo';
import ProPaginationDemo from './ProPagination.tsx';
import proPaginationSource from './ProPagination.tsx?demo';
import PageSizeOptionsDemo from './PageSizeOptions.tsx';
import pageSizeOptionsSource from './PageSizeOptions.tsx?demo';
import AutoPageSizeDemo from './AutoPageSize.tsx';
import autoPageSizeSource from './AutoPageSize.tsx?demo';
import InitialPaginationModelDemo from './InitialPaginationModel.tsx';
import initialPaginationModelSource from './InitialPaginationModel.tsx?demo';
import ControlledPaginationModelDemo from './ControlledPaginationModel.tsx';
import controlledPaginationModelSource from './ControlledPaginationModel.tsx?demo';
import ServerPaginationKnownCountDemo from './ServerPaginationKnownCount.tsx';
import serverPaginationKnownCountSource from './ServerPaginationKnownCount.tsx?demo';
import ServerPaginationUnknownCountDemo from './ServerPaginationUnknownCount.tsx';
import serverPaginationUnknownCountSource from './ServerPaginationUnknownCount.tsx?demo';
import ServerPaginationEstimatedCountDemo from './ServerPaginationEstimatedCount.tsx';
import serverPaginationEstimatedCountSource from './ServerPaginationEstimatedCount.tsx?demo';
import CursorPaginationDemo from './CursorPagination.tsx';
import cursorPaginationSource from './CursorPagination.tsx?demo';
import ServerPaginationSortFilterDemo from './ServerPaginationSortFilter.tsx';
import serverPaginationSortFilterSource from './ServerPaginationSortFilter.tsx?demo';
import CustomPaginationComponentDemo from './CustomPaginationComponent.tsx';
import customPaginationComponentSource from './CustomPaginationComponent.tsx?demo';
import PaginationApiRefDemo from './PaginationApiRef.tsx';
import paginationApiRefSource from './PaginationApiRef.tsx?demo';
import PaginationSelectorsDemo from './PaginationSelectors.tsx';
import paginationSelectorsSource from './PaginationSelectors.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const CommunityPagination: Story = demoStory(CommunityPaginationDemo, communityPaginationSource);
export const ProPagination: Story = demoStory(ProPaginationDemo, proPaginationSource);
export const PageSizeOptions: Story = demoStory(PageSizeOptionsDemo, pageSizeOptionsSource);
export const AutoPageSize: Story = demoStory(AutoPageSizeDemo, autoPageSizeSource);
export const InitialPaginationModel: Story = demoStory(InitialPaginationModelDemo, initialPaginationModelSource);
export const ControlledPaginationModel: Story = demoStory(ControlledPaginationModelDemo, controlledPaginationModelSource);
export const ServerPaginationKnownCount: Story = demoStory(ServerPaginationKnownCountDemo, serverPaginationKnownCountSource);
export const ServerPaginationUnknownCount: Story = demoStory(ServerPaginationUnknownCountDemo, serverPaginationUnknownCountSource);
export const ServerPaginationEstimatedCount: Story = demoStory(ServerPaginationEstimatedCountDemo, serverPaginationEstimatedCountSource);
export const CursorPagination: Story = demoStory(CursorPaginationDemo, cursorPaginationSource);
export const ServerPaginationSortFilter: Story = demoStory(ServerPaginationSortFilterDemo, serverPaginationSortFilterSource);
export const CustomPaginationComponent: Story = demoStory(CustomPaginationComponentDemo, customPaginationComponentSource);
export const PaginationApiRef: Story = demoStory(PaginationApiRefDemo, paginationApiRefSource);
export const PaginationSelectors: Story = demoStory(PaginationSelectorsDemo, paginationSelectorsSource);

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { repaint: true });

const nextPage = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to next page' }));
const previousPage = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to previous page' }));

CommunityPagination.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('1–10 of 42')).toBeInTheDocument();
  await expect(canvas.queryByText('Ingrid Raman')).toBeNull();
  await nextPage(canvasElement);
  await expect(await canvas.findByText('11–20 of 42')).toBeInTheDocument();
  await expect(canvas.getByText('Ingrid Raman')).toBeInTheDocument();
  await settle(canvasElement);
};

ProPagination.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('1–50 of 300')).toBeInTheDocument();
  const toggle = canvas.getByRole('switch', { name: 'Paginate rows' });
  await userEvent.click(toggle);
  // Without pagination the footer shows the total and the rows scroll.
  await waitFor(() => expect(canvas.queryByRole('button', { name: 'Go to next page' })).toBeNull());
  await userEvent.click(toggle);
  await expect(await canvas.findByText('1–50 of 300')).toBeInTheDocument();
  await settle(canvasElement);
};

InitialPaginationModel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('6–10 of 24')).toBeInTheDocument();
  await previousPage(canvasElement);
  await expect(await canvas.findByText('1–5 of 24')).toBeInTheDocument();
  await expect(canvas.getByText('INV-2024-001')).toBeInTheDocument();
  await settle(canvasElement);
};

ControlledPaginationModel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await nextPage(canvasElement);
  await expect(await canvas.findByText('paginationModel: {"page":1,"pageSize":5}')).toBeInTheDocument();
  await expect(canvas.getByText('Headlamp 400 lm')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: '10 per page' }));
  await expect(await canvas.findByText('paginationModel: {"page":0,"pageSize":10}')).toBeInTheDocument();
  await expect(canvas.getByText('1–10 of 12')).toBeInTheDocument();
  await settle(canvasElement);
};

ServerPaginationKnownCount.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('SHP-7001')).toBeInTheDocument();
  await expect(canvas.getByText('1–5 of 57')).toBeInTheDocument();
  await nextPage(canvasElement);
  // The fake server answers the second page after its delay.
  await expect(await canvas.findByText('SHP-7006')).toBeInTheDocument();
  await expect(canvas.getByText('6–10 of 57')).toBeInTheDocument();
  await expect(canvas.queryByText('SHP-7001')).toBeNull();
  await settle(canvasElement);
};

ServerPaginationUnknownCount.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('1–10 of more than 10')).toBeInTheDocument();
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeEnabled());
  await nextPage(canvasElement);
  await expect(await canvas.findByText('11–20 of more than 20')).toBeInTheDocument();
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeEnabled());
  await nextPage(canvasElement);
  // The last page says there is no next one: the grid now knows the total.
  await expect(await canvas.findByText('21–23 of 23')).toBeInTheDocument();
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeDisabled());
  await settle(canvasElement);
};

ServerPaginationEstimatedCount.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('1–20 of around 100')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Get the exact count' }));
  await expect(await canvas.findByText('1–20 of 143')).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Exact count: 143' })).toBeDisabled();
  await settle(canvasElement);
};

CursorPagination.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('3fa9c1')).toBeInTheDocument();
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Go to next page' })).toBeEnabled());
  await nextPage(canvasElement);
  // Page 2 was fetched with the cursor that page 1 returned.
  await expect(await canvas.findByText('40b997')).toBeInTheDocument();
  await expect(canvas.getByText('11–20 of more than 20')).toBeInTheDocument();
  await previousPage(canvasElement);
  await expect(await canvas.findByText('3fa9c1')).toBeInTheDocument();
  await settle(canvasElement);
};

ServerPaginationSortFilter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('1–5 of 18')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await enterSearch(canvas.getByRole('searchbox'), 'print');
  // The server filters, counts the matches and sends their first page.
  await expect(await canvas.findByText('1–3 of 3', {}, { timeout: 3000 })).toBeInTheDocument();
  await expect(canvas.getByText('Quarry Print Co.')).toBeInTheDocument();
  await expect(canvas.queryByText('Kestrel Logistics')).toBeNull();
  await settle(canvasElement);
};

CustomPaginationComponent.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('The Left Hand of Darkness')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Go to page 3' }));
  await expect(await canvas.findByText('Wolf Hall')).toBeInTheDocument();
  await expect(canvas.queryByText('The Left Hand of Darkness')).toBeNull();
  await expect(canvas.getByRole('button', { name: 'page 3' })).toHaveAttribute('aria-current', 'page');
  await settle(canvasElement);
};

PaginationApiRef.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
  await expect(await canvas.findByText('11–15 of 30')).toBeInTheDocument();
  await expect(canvas.getByText('Zagreb')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: '10 rows per page' }));
  await expect(await canvas.findByText('21–30 of 30')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
  await expect(await canvas.findByText('1–5 of 30')).toBeInTheDocument();
  await settle(canvasElement);
};

PaginationSelectors.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Page 1 of 4 · rows 1–10 · $7,095 on this page')).toBeInTheDocument();
  await nextPage(canvasElement);
  await expect(await canvas.findByText(/^Page 2 of 4 · rows 11–20 · \$/)).toBeInTheDocument();
  await settle(canvasElement);
};
