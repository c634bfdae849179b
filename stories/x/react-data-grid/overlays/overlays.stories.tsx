import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { comeToRest, enterSearch, leaveFocus, pageOf } from '../../../../src/demo/play';
import LoadingWithAndWithoutRowsDemo from './LoadingWithAndWithoutRows.tsx';
import loadingWithAndWithoutRowsSource from './LoadingWithAndWithoutRows.tsx?demo';
import LoadingSkeletonDemo from './LoadingSkeleton.tsx';
import loadingSkeletonSource from './LoadingSkeleton.tsx?demo';
import LoadingLinearProgressDemo from './LoadingLinearProgress.tsx';
import loadingLinearProgressSource from './LoadingLinearProgress.tsx?demo';
import LoadingCircularProgressDemo from './LoadingCircularProgress.tsx';
import loadingCircularProgressSource from './LoadingCircularProgress.tsx?demo';
import CustomLoadingOverlayDemo from './CustomLoadingOverlay.tsx';
import customLoadingOverlaySource from './CustomLoadingOverlay.tsx?demo';
import NoRowsOverlayDemo from './NoRowsOverlay.tsx';
import noRowsOverlaySource from './NoRowsOverlay.tsx?demo';
import CustomNoRowsOverlayDemo from './CustomNoRowsOverlay.tsx';
import customNoRowsOverlaySource from './CustomNoRowsOverlay.tsx?demo';
import NoResultsOverlayDemo from './NoResultsOverlay.tsx';
import noResultsOverlaySource from './NoResultsOverlay.tsx?demo';
import CustomNoResultsOverlayDemo from './CustomNoResultsOverlay.tsx';
import customNoResultsOverlaySource from './CustomNoResultsOverlay.tsx?demo';
import NoColumnsOverlayDemo from './NoColumnsOverlay.tsx';
import noColumnsOverlaySource from './NoColumnsOverlay.tsx?demo';
import CustomNoColumnsOverlayDemo from './CustomNoColumnsOverlay.tsx';
import customNoColumnsOverlaySource from './CustomNoColumnsOverlay.tsx?demo';
import OverlayLabelsDemo from './OverlayLabels.tsx';
import overlayLabelsSource from './OverlayLabels.tsx?demo';
import OverlayHeightFlexDemo from './OverlayHeightFlex.tsx';
import overlayHeightFlexSource from './OverlayHeightFlex.tsx?demo';
import ServerFetchDemo from './ServerFetch.tsx';
import serverFetchSource from './ServerFetch.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const LoadingWithAndWithoutRows: Story = demoStory(
  LoadingWithAndWithoutRowsDemo,
  loadingWithAndWithoutRowsSource,
);
export const LoadingSkeleton: Story = demoStory(LoadingSkeletonDemo, loadingSkeletonSource);
export const LoadingLinearProgress: Story = demoStory(LoadingLinearProgressDemo, loadingLinearProgressSource);
export const LoadingCircularProgress: Story = demoStory(LoadingCircularProgressDemo, loadingCircularProgressSource);
export const CustomLoadingOverlay: Story = demoStory(CustomLoadingOverlayDemo, customLoadingOverlaySource);
export const NoRowsOverlay: Story = demoStory(NoRowsOverlayDemo, noRowsOverlaySource);
export const CustomNoRowsOverlay: Story = demoStory(CustomNoRowsOverlayDemo, customNoRowsOverlaySource);
export const NoResultsOverlay: Story = demoStory(NoResultsOverlayDemo, noResultsOverlaySource);
export const CustomNoResultsOverlay: Story = demoStory(CustomNoResultsOverlayDemo, customNoResultsOverlaySource);
export const NoColumnsOverlay: Story = demoStory(NoColumnsOverlayDemo, noColumnsOverlaySource);
export const CustomNoColumnsOverlay: Story = demoStory(CustomNoColumnsOverlayDemo, customNoColumnsOverlaySource);
export const OverlayLabels: Story = demoStory(OverlayLabelsDemo, overlayLabelsSource);
export const OverlayHeightFlex: Story = demoStory(OverlayHeightFlexDemo, overlayHeightFlexSource);
export const ServerFetch: Story = demoStory(ServerFetchDemo, serverFetchSource);

/** The grid's body rows (the header row has no `data-rowindex`). */
const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;


LoadingWithAndWithoutRows.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Loading with no rows: skeleton cells, no progress bar.
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-cellSkeleton')).not.toBeNull());
  await expect(canvas.queryByRole('progressbar')).toBeNull();
  // Loading with rows: a progress bar above them.
  await userEvent.click(canvas.getByLabelText('Rows already loaded'));
  await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
  await expect(canvasElement.querySelector('.MuiDataGrid-cellSkeleton')).toBeNull();
  await expect(canvas.getByText('LH 401')).toBeInTheDocument();
  // Loaded: the overlay goes away.
  await userEvent.click(canvas.getByLabelText('Loading'));
  await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  await leaveFocus(canvasElement);
};

/** Checks the loading overlay of a variant demo, then switches loading off and checks the rows. */
async function loadThenShowRows(canvasElement: HTMLElement, overlayShown: () => void | Promise<void>) {
  const canvas = within(canvasElement);
  await waitFor(overlayShown);
  await userEvent.click(canvas.getByLabelText('Loading'));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(4));
  await expect(canvas.getByText('Northwind Traders')).toBeVisible();
  await leaveFocus(canvasElement);
}

LoadingSkeleton.play = async ({ canvasElement }) => {
  await loadThenShowRows(canvasElement, () => {
    // Skeleton cells cover the rows.
    expect(canvasElement.querySelectorAll('.MuiDataGrid-cellSkeleton').length).toBeGreaterThan(0);
  });
};

LoadingLinearProgress.play = async ({ canvasElement }) => {
  await loadThenShowRows(canvasElement, () => {
    expect(canvasElement.querySelector('.MuiLinearProgress-root')).not.toBeNull();
    expect(rowCount(canvasElement)).toBe(4);
  });
};

LoadingCircularProgress.play = async ({ canvasElement }) => {
  await loadThenShowRows(canvasElement, () => {
    expect(canvasElement.querySelector('.MuiCircularProgress-root')).not.toBeNull();
  });
};

CustomLoadingOverlay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Importing the catalogue… 25%')).toBeInTheDocument();
  const next = canvas.getByRole('button', { name: 'Receive next batch' });
  await userEvent.click(next);
  await userEvent.click(next);
  await expect(canvas.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '75');
  await userEvent.click(next);
  await expect(await canvas.findByText('Mechanical keyboard')).toBeInTheDocument();
  await expect(next).toBeDisabled();
  await comeToRest(canvasElement);
};

CustomNoRowsOverlay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('No open tickets')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Create a ticket' }));
  await expect(await canvas.findByText('Invoice PDF shows the wrong VAT rate')).toBeInTheDocument();
  await expect(canvas.queryByText('No open tickets')).toBeNull();
  await comeToRest(canvasElement);
};

NoResultsOverlay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(rowCount(canvasElement)).toBe(5));
  await enterSearch(canvas.getByRole('searchbox'), 'Finance');
  await expect(await canvas.findByText('No results found.')).toBeInTheDocument();
  await expect(rowCount(canvasElement)).toBe(0);
  await comeToRest(canvasElement);
};

CustomNoResultsOverlay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('No order matches the current filters.')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(4));
  await comeToRest(canvasElement);
};

NoColumnsOverlay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('No columns')).toBeInTheDocument();
  // The overlay's button opens the columns panel (in a portal).
  await userEvent.click(canvas.getByRole('button', { name: 'Manage columns' }));
  await userEvent.click(await pageOf(canvasElement).findByRole('checkbox', { name: 'Symbol' }));
  await userEvent.click(pageOf(canvasElement).getByRole('checkbox', { name: 'Price' }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('checkbox', { name: 'Symbol' })).toBeNull());
  await expect(canvas.getByRole('columnheader', { name: 'Symbol' })).toBeInTheDocument();
  await expect(canvas.queryByText('No columns')).toBeNull();
  await comeToRest(canvasElement);
};

CustomNoColumnsOverlay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Show all columns' }));
  await expect(await canvas.findByRole('columnheader', { name: 'Symbol' })).toBeInTheDocument();
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await comeToRest(canvasElement);
};

ServerFetch.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Choose a region to load its shipments.')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Europe' }));
  // While the request is on its way, the grid shows the loading overlay…
  await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
  // …then the rows the server answered with.
  await expect(await canvas.findByText('Rotterdam', {}, { timeout: 3000 })).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Asia' }));
  await expect(
    await canvas.findByText('No shipment is on its way to Asia.', {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  await comeToRest(canvasElement);
};
