import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../src/demo/story';
import ProjectFileTreeDemo from './ProjectFileTree.tsx';
import projectFileTreeSource from './ProjectFileTree.tsx?demo';
import CategorySelectionDemo from './CategorySelection.tsx';
import categorySelectionSource from './CategorySelection.tsx?demo';
import ExpansionControlDemo from './ExpansionControl.tsx';
import expansionControlSource from './ExpansionControl.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ProjectFileTree: Story = demoStory(ProjectFileTreeDemo, projectFileTreeSource);
export const CategorySelection: Story = demoStory(CategorySelectionDemo, categorySelectionSource);
export const ExpansionControl: Story = demoStory(ExpansionControlDemo, expansionControlSource);

ExpansionControl.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
  await expect(canvas.getByText('Expanded: 6 of 6 groups')).toBeInTheDocument();
  await expect(canvas.getByText('Chloé Laurent, Customer Support Manager')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
  await expect(canvas.getByText('Expanded: 0 of 6 groups')).toBeInTheDocument();
};
