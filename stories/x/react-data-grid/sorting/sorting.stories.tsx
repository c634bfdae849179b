import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicSortingDemo from './BasicSorting.tsx';
import basicSortingSource from './BasicSorting.tsx?demo';
import InitialSortModelDemo from './InitialSortModel.tsx';
import initialSortModelSource from './InitialSortModel.tsx?demo';
import ControlledSortModelDemo from './ControlledSortModel.tsx';
import controlledSortModelSource from './ControlledSortModel.tsx?demo';
import CustomComparatorDemo from './CustomComparator.tsx';
import customComparatorSource from './CustomComparator.tsx?demo';
import MultiColumnSortingDemo from './MultiColumnSorting.tsx';
import multiColumnSortingSource from './MultiColumnSorting.tsx?demo';
import ComputedColumnSortingDemo from './ComputedColumnSorting.tsx';
import computedColumnSortingSource from './ComputedColumnSorting.tsx?demo';
import SortingOrderDemo from './SortingOrder.tsx';
import sortingOrderSource from './SortingOrder.tsx?demo';

import SortedColumnStylingDemo from './SortedColumnStyling.tsx';
import SortedColumnStylingTailwind from './SortedColumnStyling.tailwind.tsx';
import SortedColumnStylingCss from './SortedColumnStyling.css.tsx';
import sortedColumnStylingSource from './SortedColumnStyling.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicSorting: Story = demoStory(BasicSortingDemo, basicSortingSource);
export const InitialSortModel: Story = demoStory(InitialSortModelDemo, initialSortModelSource);
export const ControlledSortModel: Story = demoStory(ControlledSortModelDemo, controlledSortModelSource);
export const CustomComparator: Story = demoStory(CustomComparatorDemo, customComparatorSource);
export const MultiColumnSorting: Story = demoStory(MultiColumnSortingDemo, multiColumnSortingSource);
export const ComputedColumnSorting: Story = demoStory(ComputedColumnSortingDemo, computedColumnSortingSource);
export const SortingOrder: Story = demoStory(SortingOrderDemo, sortingOrderSource);
export const SortedColumnStyling: Story = demoStory(
  { system: SortedColumnStylingDemo, tailwind: SortedColumnStylingTailwind, css: SortedColumnStylingCss },
  sortedColumnStylingSource,
);

ControlledSortModel.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Largest amount' }));
  await expect(canvas.getByText('sortModel: [{"field":"amount","sort":"desc"}]')).toBeInTheDocument();
  const firstRow = canvasElement.querySelector('[data-rowindex="0"]');
  await expect(firstRow).toHaveTextContent('Alpine Outfitters');
};
