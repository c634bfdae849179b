import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import RecipesExpandAllDemo from './RecipesExpandAll.tsx';
import recipesExpandAllSource from './RecipesExpandAll.tsx?demo';
import RecipesSingleClickExpandDemo from './RecipesSingleClickExpand.tsx';
import recipesSingleClickExpandSource from './RecipesSingleClickExpand.tsx?demo';
import RecipesChildrenCountDemo from './RecipesChildrenCount.tsx';
import recipesChildrenCountSource from './RecipesChildrenCount.tsx?demo';
import RecipesGroupRowStylingDemo from './RecipesGroupRowStyling.tsx';
import recipesGroupRowStylingSource from './RecipesGroupRowStyling.tsx?demo';
import RecipesUnassignedGroupDemo from './RecipesUnassignedGroup.tsx';
import recipesUnassignedGroupSource from './RecipesUnassignedGroup.tsx?demo';
import RecipesGroupOrderDemo from './RecipesGroupOrder.tsx';
import recipesGroupOrderSource from './RecipesGroupOrder.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const RecipesExpandAll: Story = demoStory(RecipesExpandAllDemo, recipesExpandAllSource);
export const RecipesSingleClickExpand: Story = demoStory(RecipesSingleClickExpandDemo, recipesSingleClickExpandSource);
export const RecipesChildrenCount: Story = demoStory(RecipesChildrenCountDemo, recipesChildrenCountSource);
export const RecipesGroupRowStyling: Story = demoStory(RecipesGroupRowStylingDemo, recipesGroupRowStylingSource);
export const RecipesUnassignedGroup: Story = demoStory(RecipesUnassignedGroupDemo, recipesUnassignedGroupSource);
export const RecipesGroupOrder: Story = demoStory(RecipesGroupOrderDemo, recipesGroupOrderSource);

/** The field of the grouping column. */
const GROUP = '__row_group_by_columns_group__';

/** The texts of the grouping column's cells, top to bottom (empty cells left out). */
const groupingCells = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>(`[role="gridcell"][data-field="${GROUP}"]`))
    .map((cell) => cell.textContent ?? '')
    .filter((text) => text !== '');

/** The row whose grouping cell reads `text`. */
function rowOf(canvasElement: HTMLElement, text: string) {
  const cell = Array.from(canvasElement.querySelectorAll<HTMLElement>(`[role="gridcell"][data-field="${GROUP}"]`)).find(
    (candidate) => candidate.textContent === text,
  );
  return cell?.closest('[role="row"]') as HTMLElement;
}

RecipesExpandAll.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(groupingCells(canvasElement)).toContain('United States (3)'));
  await expect(canvas.queryByText('SO-1001')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
  await expect(await canvas.findByText('SO-1001')).toBeInTheDocument();
  await expect(groupingCells(canvasElement)).toContain('Northwind Traders (2)');
  await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
  await waitFor(() => expect(canvas.queryByText('SO-1001')).toBeNull());
  await expect(groupingCells(canvasElement)).not.toContain('Northwind Traders (2)');
  await leaveFocus(canvasElement);
};

RecipesSingleClickExpand.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(groupingCells(canvasElement)).toContain('Sales (2)'));
  // A click on the role cell of the group row, away from the expand button.
  await userEvent.click(rowOf(canvasElement, 'Sales (2)').querySelector('[data-field="role"]') as HTMLElement);
  await expect(await canvas.findByText('Diego Alvarez')).toBeInTheDocument();
  await userEvent.click(rowOf(canvasElement, 'Sales (2)').querySelector('[data-field="salary"]') as HTMLElement);
  await waitFor(() => expect(canvas.queryByText('Diego Alvarez')).toBeNull());
  await leaveFocus(canvasElement);
};

RecipesChildrenCount.play = async ({ canvasElement }) => {
  await waitFor(() => expect(groupingCells(canvasElement)).toContain('Harbor Books'));
  await expect(rowOf(canvasElement, 'Harbor Books').querySelector('[data-field="orders"]')).toHaveTextContent('1 order');
  await expect(rowOf(canvasElement, 'Maple Hardware').querySelector('[data-field="orders"]')).toHaveTextContent('2 orders');
};

RecipesGroupRowStyling.play = async ({ canvasElement }) => {
  await waitFor(() => expect(groupingCells(canvasElement)).toContain('United States (3)'));
  await expect(rowOf(canvasElement, 'United States (3)')).toHaveClass('group-depth-0');
  await expect(rowOf(canvasElement, 'Northwind Traders (2)')).toHaveClass('group-depth-1');
};

RecipesUnassignedGroup.play = async ({ canvasElement }) => {
  await waitFor(() => expect(groupingCells(canvasElement)).toContain('Unassigned (2)'));
  await expect(groupingCells(canvasElement)).toEqual(['Hana Sato (2)', 'Lucas Moreau (2)', 'Unassigned (2)']);
};

RecipesGroupOrder.play = async ({ canvasElement }) => {
  await waitFor(() => expect(groupingCells(canvasElement)).toHaveLength(3));
  await expect(groupingCells(canvasElement)).toEqual(['Processing (2)', 'Shipped (4)', 'Delivered (4)']);
};
