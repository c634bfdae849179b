import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import CellRenderingDemo from './CellRendering.tsx';
import cellRenderingSource from './CellRendering.tsx?demo';
import CellStylingDemo from './CellStyling.tsx';
import cellStylingSource from './CellStyling.tsx?demo';
import CellFocusDemo from './CellFocus.tsx';
import cellFocusSource from './CellFocus.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const CellRendering: Story = demoStory(CellRenderingDemo, cellRenderingSource);
export const CellStyling: Story = demoStory(CellStylingDemo, cellStylingSource);
export const CellFocus: Story = demoStory(CellFocusDemo, cellFocusSource);

CellStyling.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const loss = await canvas.findByRole('gridcell', { name: '−$412.20' });
  await expect(loss).toHaveClass('value--down');
  await expect(canvas.getByRole('gridcell', { name: '+3.91%' })).toHaveClass('value--up');
  await expect(canvas.getByRole('gridcell', { name: '0.00%' })).not.toHaveClass('value--up');
};

CellFocus.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const doc = canvasElement.ownerDocument;
  await userEvent.click(await canvas.findByRole('gridcell', { name: 'Headset' }));
  await expect(canvas.getByTestId('last-click')).toHaveTextContent('Item of HS-310: Headset');

  await userEvent.click(canvas.getByRole('button', { name: 'Focus the lowest stock' }));
  await waitFor(() => expect(doc.activeElement).toHaveAttribute('data-field', 'stock'));
  await expect(doc.activeElement).toHaveTextContent('4');
  await expect(doc.activeElement?.closest('[role="row"]')).toHaveAttribute('data-id', 'LS-015');
  (doc.activeElement as HTMLElement | null)?.blur();
};
