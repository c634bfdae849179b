import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoStory } from '../../../src/demo/story';
import ProjectFileTreeDemo from './ProjectFileTree';
import projectFileTreeSource from './ProjectFileTree.tsx?raw';
import CategorySelectionDemo from './CategorySelection';
import categorySelectionSource from './CategorySelection.tsx?raw';
import ExpansionControlDemo from './ExpansionControl';
import expansionControlSource from './ExpansionControl.tsx?raw';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ProjectFileTree: Story = demoStory(ProjectFileTreeDemo, projectFileTreeSource, 'ProjectFileTree.tsx');
export const CategorySelection: Story = demoStory(CategorySelectionDemo,
  categorySelectionSource,
  'CategorySelection.tsx',
);
export const ExpansionControl: Story = demoStory(ExpansionControlDemo,
  expansionControlSource,
  'ExpansionControl.tsx',
);

ExpansionControl.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
  await expect(canvas.getByText('Expanded: 6 of 6 groups')).toBeInTheDocument();
  await expect(canvas.getByText('Chloé Laurent, Customer Support Manager')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
  await expect(canvas.getByText('Expanded: 0 of 6 groups')).toBeInTheDocument();
};
