import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicSortingDemo from './BasicSorting';
import basicSortingSource from './BasicSorting.tsx?raw';
import InitialSortModelDemo from './InitialSortModel';
import initialSortModelSource from './InitialSortModel.tsx?raw';
import ControlledSortModelDemo from './ControlledSortModel';
import controlledSortModelSource from './ControlledSortModel.tsx?raw';
import CustomComparatorDemo from './CustomComparator';
import customComparatorSource from './CustomComparator.tsx?raw';
import MultiColumnSortingDemo from './MultiColumnSorting';
import multiColumnSortingSource from './MultiColumnSorting.tsx?raw';
import ComputedColumnSortingDemo from './ComputedColumnSorting';
import computedColumnSortingSource from './ComputedColumnSorting.tsx?raw';
import SortingOrderDemo from './SortingOrder';
import sortingOrderSource from './SortingOrder.tsx?raw';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicSorting: Story = demoStory(BasicSortingDemo, basicSortingSource, 'BasicSorting.tsx');
export const InitialSortModel: Story = demoStory(InitialSortModelDemo, initialSortModelSource, 'InitialSortModel.tsx');
export const ControlledSortModel: Story = demoStory(ControlledSortModelDemo,
  controlledSortModelSource,
  'ControlledSortModel.tsx',
);
export const CustomComparator: Story = demoStory(CustomComparatorDemo, customComparatorSource, 'CustomComparator.tsx');
export const MultiColumnSorting: Story = demoStory(MultiColumnSortingDemo,
  multiColumnSortingSource,
  'MultiColumnSorting.tsx',
);
export const ComputedColumnSorting: Story = demoStory(ComputedColumnSortingDemo,
  computedColumnSortingSource,
  'ComputedColumnSorting.tsx',
);
export const SortingOrder: Story = demoStory(SortingOrderDemo, sortingOrderSource, 'SortingOrder.tsx');

ControlledSortModel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Largest amount' }));
  await expect(canvas.getByText('sortModel: [{"field":"amount","sort":"desc"}]')).toBeInTheDocument();
  const firstRow = canvasElement.querySelector('[data-rowindex="0"]');
  await expect(firstRow).toHaveTextContent('Alpine Outfitters');
};
