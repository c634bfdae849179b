import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicDetailPanelsDemo from './BasicDetailPanels.tsx';
import basicDetailPanelsSource from './BasicDetailPanels.tsx?demo';
import DetailPanelAutoHeightDemo from './DetailPanelAutoHeight.tsx';
import detailPanelAutoHeightSource from './DetailPanelAutoHeight.tsx?demo';
import ControlledDetailPanelsDemo from './ControlledDetailPanels.tsx';
import controlledDetailPanelsSource from './ControlledDetailPanels.tsx?demo';
import LazyLoadingDetailPanelDemo from './LazyLoadingDetailPanel.tsx';
import lazyLoadingDetailPanelSource from './LazyLoadingDetailPanel.tsx?demo';
import FormDetailPanelDemo from './FormDetailPanel.tsx';
import formDetailPanelSource from './FormDetailPanel.tsx?demo';
import CustomDetailPanelToggleDemo from './CustomDetailPanelToggle.tsx';
import customDetailPanelToggleSource from './CustomDetailPanelToggle.tsx?demo';
import FullWidthDetailPanelDemo from './FullWidthDetailPanel.tsx';
import fullWidthDetailPanelSource from './FullWidthDetailPanel.tsx?demo';
import DetailPanelApiDemo from './DetailPanelApi.tsx';
import detailPanelApiSource from './DetailPanelApi.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDetailPanels: Story = demoStory(BasicDetailPanelsDemo, basicDetailPanelsSource);
export const DetailPanelAutoHeight: Story = demoStory(DetailPanelAutoHeightDemo, detailPanelAutoHeightSource);
export const ControlledDetailPanels: Story = demoStory(ControlledDetailPanelsDemo, controlledDetailPanelsSource);
export const LazyLoadingDetailPanel: Story = demoStory(LazyLoadingDetailPanelDemo, lazyLoadingDetailPanelSource);
export const FormDetailPanel: Story = demoStory(FormDetailPanelDemo, formDetailPanelSource);
export const CustomDetailPanelToggle: Story = demoStory(CustomDetailPanelToggleDemo, customDetailPanelToggleSource);
export const FullWidthDetailPanel: Story = demoStory(FullWidthDetailPanelDemo, fullWidthDetailPanelSource);
export const DetailPanelApi: Story = demoStory(DetailPanelApiDemo, detailPanelApiSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

/** The grid's row element for a row id (the outer grid's rows come first in the document). */
function row(canvasElement: HTMLElement, id: string | number) {
  return canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${id}"]`)!;
}

function detailPanels(canvasElement: HTMLElement) {
  return canvasElement.querySelectorAll('.MuiDataGrid-detailPanel');
}

BasicDetailPanels.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByText(/Brightline accepted a 3% increase/)).not.toBeInTheDocument();
  await userEvent.click(within(row(canvasElement, 3)).getByRole('button', { name: 'Expand' }));
  await expect(await canvas.findByText(/Brightline accepted a 3% increase/)).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  await userEvent.click(within(row(canvasElement, 3)).getByRole('button', { name: 'Collapse' }));
  await waitFor(() => expect(detailPanels(canvasElement)).toHaveLength(0));
  blurFocused(canvasElement);
};

DetailPanelAutoHeight.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/2 lines in order SO-2201/)).toBeInTheDocument();
  const panel = detailPanels(canvasElement)[0] as HTMLElement;
  const heightBefore = panel.getBoundingClientRect().height;
  await userEvent.click(canvas.getByRole('button', { name: 'Add a gift card' }));
  await expect(await canvas.findByText(/3 lines in order SO-2201/)).toBeInTheDocument();
  await expect(canvas.getByRole('gridcell', { name: 'Gift card, $50' })).toBeInTheDocument();
  // The panel grows with its content.
  await waitFor(() =>
    expect((detailPanels(canvasElement)[0] as HTMLElement).getBoundingClientRect().height).toBeGreaterThan(heightBefore),
  );
  blurFocused(canvasElement);
};

ControlledDetailPanels.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('detailPanelExpandedRowIds: ["KL 1001"]')).toBeInTheDocument();
  await userEvent.click(within(row(canvasElement, 'LH 402')).getByRole('button', { name: 'Expand' }));
  await expect(await canvas.findByText(/Boeing 747-8, gate Z25/)).toBeInTheDocument();
  await expect(canvas.getByText(/detailPanelExpandedRowIds: .*"LH 402"/)).toBeInTheDocument();
  await userEvent.click(within(row(canvasElement, 'KL 1001')).getByRole('button', { name: 'Collapse' }));
  await expect(await canvas.findByText('detailPanelExpandedRowIds: ["LH 402"]')).toBeInTheDocument();
  blurFocused(canvasElement);
};

LazyLoadingDetailPanel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(within(row(canvasElement, 3)).getByRole('button', { name: 'Expand' }));
  await expect(await canvas.findByText('Loading invoices…')).toBeInTheDocument();
  await expect(await canvas.findByText(/INV-1140/, {}, { timeout: 4000 })).toBeInTheDocument();
  await expect(canvas.queryByText('Loading invoices…')).not.toBeInTheDocument();
  blurFocused(canvasElement);
};

FormDetailPanel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(within(row(canvasElement, 3)).getByRole('button', { name: 'Expand' }));
  const role = await canvas.findByRole('textbox', { name: 'Role' });
  await userEvent.clear(role);
  await userEvent.type(role, 'Head of support');
  await userEvent.click(canvas.getByRole('button', { name: 'Save Hana' }));
  // Saving updates the row and closes its panel.
  await waitFor(() => expect(detailPanels(canvasElement)).toHaveLength(0));
  await expect(row(canvasElement, 3)).toHaveTextContent('Head of support');
  blurFocused(canvasElement);
};

CustomDetailPanelToggle.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Show the readme of infra-terraform' })).toBeDisabled();
  await userEvent.click(canvas.getByRole('button', { name: 'Show the readme of web-storefront' }));
  await expect(await canvas.findByText(/product pages, cart and checkout/)).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Hide the readme of web-storefront' }));
  await waitFor(() => expect(detailPanels(canvasElement)).toHaveLength(0));
  blurFocused(canvasElement);
};

DetailPanelApi.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Open urgent tickets' }));
  await expect(await canvas.findByText(/Reset emails to Outlook addresses bounce/)).toBeInTheDocument();
  await expect(canvas.getByText(/The pay button stays disabled/)).toBeInTheDocument();
  await expect(canvas.getByText('getExpandedDetailPanels(): [4511, 4513]')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Toggle ticket 4513' }));
  await expect(await canvas.findByText('getExpandedDetailPanels(): [4511]')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
  await waitFor(() => expect(detailPanels(canvasElement)).toHaveLength(0));
  await expect(canvas.getByText('getExpandedDetailPanels(): []')).toBeInTheDocument();
  blurFocused(canvasElement);
};
