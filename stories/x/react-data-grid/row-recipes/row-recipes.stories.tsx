import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import ExpandRowToggleDemo from './ExpandRowToggle.tsx';
import expandRowToggleSource from './ExpandRowToggle.tsx?demo';
import RowClickDetailsDemo from './RowClickDetails.tsx';
import rowClickDetailsSource from './RowClickDetails.tsx?demo';
import HighlightRowsDemo from './HighlightRows.tsx';
import highlightRowsSource from './HighlightRows.tsx?demo';
import LoadingStateToolbarDemo from './LoadingStateToolbar.tsx';
import loadingStateToolbarSource from './LoadingStateToolbar.tsx?demo';
import OneDetailPanelAtATimeDemo from './OneDetailPanelAtATime.tsx';
import oneDetailPanelAtATimeSource from './OneDetailPanelAtATime.tsx?demo';
import ExpandCollapseAllPanelsDemo from './ExpandCollapseAllPanels.tsx';
import expandCollapseAllPanelsSource from './ExpandCollapseAllPanels.tsx?demo';
import DetailPanelOnRowClickDemo from './DetailPanelOnRowClick.tsx';
import detailPanelOnRowClickSource from './DetailPanelOnRowClick.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ExpandRowToggle: Story = demoStory(ExpandRowToggleDemo, expandRowToggleSource);
export const RowClickDetails: Story = demoStory(RowClickDetailsDemo, rowClickDetailsSource);
export const HighlightRows: Story = demoStory(HighlightRowsDemo, highlightRowsSource);
export const LoadingStateToolbar: Story = demoStory(LoadingStateToolbarDemo, loadingStateToolbarSource);
export const OneDetailPanelAtATime: Story = demoStory(OneDetailPanelAtATimeDemo, oneDetailPanelAtATimeSource);
export const ExpandCollapseAllPanels: Story = demoStory(ExpandCollapseAllPanelsDemo, expandCollapseAllPanelsSource);
export const DetailPanelOnRowClick: Story = demoStory(DetailPanelOnRowClickDemo, detailPanelOnRowClickSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** The grid's row element for a row id. */
function row(canvasElement: HTMLElement, id: string | number) {
  return canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${id}"]`)!;
}

/** The detail panels currently open. */
function detailPanels(canvasElement: HTMLElement) {
  return canvasElement.querySelectorAll('.MuiDataGrid-detailPanel');
}

ExpandRowToggle.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByText(/The download button on the billing page/)).not.toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Show details of ticket 4512' }));
  await expect(canvas.getByText(/The download button on the billing page/)).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Hide details of ticket 4512' })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(canvas.getByRole('button', { name: 'Hide details of ticket 4512' }));
  await expect(canvas.queryByText(/The download button on the billing page/)).not.toBeInTheDocument();
  blurFocused(canvasElement);
};

RowClickDetails.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('amara.okafor@example.com')).toBeInTheDocument();
  await userEvent.click(within(row(canvasElement, 3)).getByRole('gridcell', { name: 'Hana Sato' }));
  await expect(canvas.getByText('hana.sato@example.com')).toBeInTheDocument();
  await expect(row(canvasElement, 3)).toHaveAttribute('aria-selected', 'true');
};

LoadingStateToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const refresh = canvas.getByRole('button', { name: 'Refresh rates' });
  await expect(row(canvasElement, 'EUR')).toHaveTextContent('0.9221');
  await userEvent.click(refresh);
  // While the grid is loading, the toolbar disables its button.
  await expect(refresh).toBeDisabled();
  await expect(canvas.getByText('Updating the rates…')).toBeInTheDocument();
  await waitFor(() => expect(refresh).toBeEnabled(), { timeout: 5000 });
  await expect(row(canvasElement, 'EUR')).not.toHaveTextContent('0.9221');
};

OneDetailPanelAtATime.play = async ({ canvasElement }) => {
  await expect(detailPanels(canvasElement)).toHaveLength(1);
  await expect(canvasElement).toHaveTextContent('2 lines in order SO-1042');
  await userEvent.click(within(row(canvasElement, 'SO-1043')).getByRole('button', { name: 'Expand' }));
  // Opening another panel closes the first one.
  await waitFor(() => expect(canvasElement).toHaveTextContent('3 lines in order SO-1043'));
  await expect(detailPanels(canvasElement)).toHaveLength(1);
  await expect(canvasElement).not.toHaveTextContent('2 lines in order SO-1042');
  await userEvent.click(within(row(canvasElement, 'SO-1043')).getByRole('button', { name: 'Collapse' }));
  await waitFor(() => expect(detailPanels(canvasElement)).toHaveLength(0));
  blurFocused(canvasElement);
};

ExpandCollapseAllPanels.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
  // Panels of rows scrolled out of view are not rendered: check the first ones.
  await waitFor(() => expect(canvas.getByText('Picked up in Leipzig', { selector: 'li' })).toBeInTheDocument());
  await expect(canvas.getByText('Picked up in Louisville', { selector: 'li' })).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
  await waitFor(() => expect(detailPanels(canvasElement)).toHaveLength(0));
};

DetailPanelOnRowClick.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('gridcell', { name: 'Ingrid Olsen' }));
  await expect(canvas.getByText(/Accepted the verbal offer/)).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('gridcell', { name: 'Ingrid Olsen' }));
  await waitFor(() => expect(canvas.queryByText(/Accepted the verbal offer/)).not.toBeInTheDocument());
  blurFocused(canvasElement);
};
