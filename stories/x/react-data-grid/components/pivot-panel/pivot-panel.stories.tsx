import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { pageOf } from '../../../../../src/demo/play';
import { repaintWholeStory } from '../../../../../src/storybook/repaint';
import PivotPanelButtonDemo from './PivotPanelButton.tsx';
import pivotPanelButtonSource from './PivotPanelButton.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const PivotPanelButton: Story = demoStory(PivotPanelButtonDemo, pivotPanelButtonSource);

const panelBody = (canvasElement: HTMLElement) => canvasElement.querySelector('.MuiDataGrid-pivotPanelBody');

PivotPanelButton.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Pivot: off' }));
  await waitFor(() => expect(panelBody(canvasElement)).toBeTruthy());
  await userEvent.click(canvas.getByRole('switch', { name: 'Pivot' }));
  // Pivot mode: the quarters become columns, and the trigger's state says so.
  await expect(await canvas.findByRole('button', { name: 'Pivot: on' })).toBeInTheDocument();
  await waitFor(() => expect(canvasElement.querySelector('[role="columnheader"][data-field="quarter"]')).toBeNull());
  await expect(canvas.getAllByText('Q1').length).toBeGreaterThan(0);
  await userEvent.click(canvas.getByRole('button', { name: 'Close pivot settings' }));
  await waitFor(() => expect(panelBody(canvasElement)).toBeNull());
  const page = pageOf(canvasElement);
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(canvasElement);
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  await waitFor(() => expect(canvasElement.querySelector('.MuiTouchRipple-child')).toBeNull());
  await repaintWholeStory(canvasElement);
};
