import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { comeToRest, enterSearch } from '../../../../../src/demo/play';
import QuickFilterToolbarDemo from './QuickFilterToolbar.tsx';
import quickFilterToolbarSource from './QuickFilterToolbar.tsx?demo';
import QuickFilterInitialValuesDemo from './QuickFilterInitialValues.tsx';
import quickFilterInitialValuesSource from './QuickFilterInitialValues.tsx?demo';
import QuickFilterLogicOperatorDemo from './QuickFilterLogicOperator.tsx';
import quickFilterLogicOperatorSource from './QuickFilterLogicOperator.tsx?demo';
import QuickFilterHiddenColumnsDemo from './QuickFilterHiddenColumns.tsx';
import quickFilterHiddenColumnsSource from './QuickFilterHiddenColumns.tsx?demo';
import QuickFilterCustomLogicDemo from './QuickFilterCustomLogic.tsx';
import quickFilterCustomLogicSource from './QuickFilterCustomLogic.tsx?demo';
import QuickFilterParserDemo from './QuickFilterParser.tsx';
import quickFilterParserSource from './QuickFilterParser.tsx?demo';
import CustomQuickFilterDemo from './CustomQuickFilter.tsx';
import customQuickFilterSource from './CustomQuickFilter.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const QuickFilterToolbar: Story = demoStory(QuickFilterToolbarDemo, quickFilterToolbarSource);
export const QuickFilterInitialValues: Story = demoStory(QuickFilterInitialValuesDemo, quickFilterInitialValuesSource);
export const QuickFilterLogicOperator: Story = demoStory(QuickFilterLogicOperatorDemo, quickFilterLogicOperatorSource);
export const QuickFilterHiddenColumns: Story = demoStory(QuickFilterHiddenColumnsDemo, quickFilterHiddenColumnsSource);
export const QuickFilterCustomLogic: Story = demoStory(QuickFilterCustomLogicDemo, quickFilterCustomLogicSource);
export const QuickFilterParser: Story = demoStory(QuickFilterParserDemo, quickFilterParserSource);
export const CustomQuickFilter: Story = demoStory(CustomQuickFilterDemo, customQuickFilterSource);

// The toolbar's search field is named by its placeholder ("Search…"); each demo has one.
const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;


QuickFilterToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(7);
  // The toolbar's quick filter starts collapsed behind its search button.
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  const search = canvas.getByRole('searchbox');
  await userEvent.type(search, 'design');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  // A second word narrows the rows: each word must be found in some column.
  await userEvent.type(search, ' lead');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(1));
  await expect(canvas.getByText('Chloé Laurent')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

QuickFilterInitialValues.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('searchbox')).toHaveValue('pixar docter');
  await expect(rowCount(canvasElement)).toBe(2);
  await expect(canvas.getByText('Inside Out')).toBeInTheDocument();
};

QuickFilterLogicOperator.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(4);
  await userEvent.click(canvas.getByRole('button', { name: 'Every word' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(0));
  await userEvent.click(canvas.getByRole('button', { name: 'Any word' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(4));
  await comeToRest(canvasElement);
};

QuickFilterHiddenColumns.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(1);
  await userEvent.click(canvas.getByRole('switch', { name: 'Exclude hidden columns' }));
  // The hidden Client column is searched too now.
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await expect(canvas.getByText('Warehouse dashboards')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

QuickFilterCustomLogic.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  const search = canvas.getByRole('searchbox');
  await userEvent.type(search, '2025');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await userEvent.clear(search);
  // "Lena" is a sales rep too, but that column is left out of the quick filter.
  await userEvent.type(search, 'lena');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(1));
  await expect(canvas.getByText('Lena’s Flowers')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

QuickFilterParser.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const search = canvas.getByRole('searchbox');
  await expect(search).toHaveValue('New York, São Paulo');
  await expect(rowCount(canvasElement)).toBe(2);
  await userEvent.clear(search);
  await userEvent.type(search, 'Cape Town, Hong Kong');
  await expect(await canvas.findByText('Hong Kong')).toBeInTheDocument();
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await expect(canvas.getByText('Cape Town')).toBeInTheDocument();
  await comeToRest(canvasElement);
};

CustomQuickFilter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await enterSearch(canvas.getByRole('searchbox', { name: 'Search the catalog' }), 'le guin');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(6));
  await comeToRest(canvasElement);
};
