import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicColumnGroupsDemo from './BasicColumnGroups.tsx';
import basicColumnGroupsSource from './BasicColumnGroups.tsx?demo';
import CustomizedColumnGroupsDemo from './CustomizedColumnGroups.tsx';
import customizedColumnGroupsSource from './CustomizedColumnGroups.tsx?demo';
import GroupHeaderHeightDemo from './GroupHeaderHeight.tsx';
import groupHeaderHeightSource from './GroupHeaderHeight.tsx?demo';
import FreeReorderingGroupsDemo from './FreeReorderingGroups.tsx';
import freeReorderingGroupsSource from './FreeReorderingGroups.tsx?demo';
import CollapsibleColumnGroupsDemo from './CollapsibleColumnGroups.tsx';
import collapsibleColumnGroupsSource from './CollapsibleColumnGroups.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicColumnGroups: Story = demoStory(BasicColumnGroupsDemo, basicColumnGroupsSource);
export const CustomizedColumnGroups: Story = demoStory(CustomizedColumnGroupsDemo, customizedColumnGroupsSource);
export const GroupHeaderHeight: Story = demoStory(GroupHeaderHeightDemo, groupHeaderHeightSource);
export const FreeReorderingGroups: Story = demoStory(FreeReorderingGroupsDemo, freeReorderingGroupsSource);
export const CollapsibleColumnGroups: Story = demoStory(CollapsibleColumnGroupsDemo, collapsibleColumnGroupsSource);

CollapsibleColumnGroups.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('columnheader', { name: 'Jan' })).toBeInTheDocument();

  await userEvent.click(canvas.getByRole('button', { name: 'Collapse Q1 2025' }));
  await waitFor(() => expect(canvas.queryByRole('columnheader', { name: 'Jan' })).toBeNull());
  // The quarter's total stays, under its group header.
  await expect(canvas.getAllByRole('columnheader', { name: 'Total' })[0]).toBeInTheDocument();

  const expand = await canvas.findByRole('button', { name: 'Expand Q1 2025' });
  await userEvent.click(expand);
  await expect(await canvas.findByRole('columnheader', { name: 'Jan' })).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Collapse Q1 2025' })).toHaveAttribute('aria-expanded', 'true');
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};
