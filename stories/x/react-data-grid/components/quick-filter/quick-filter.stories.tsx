import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import { comeToRest, enterSearch } from '../../../../../src/demo/play';
import SearchFieldDemo from './SearchField.tsx';
import searchFieldSource from './SearchField.tsx?demo';
import ExpandableSearchDemo from './ExpandableSearch.tsx';
import expandableSearchSource from './ExpandableSearch.tsx?demo';
import ControlledExpansionDemo from './ControlledExpansion.tsx';
import controlledExpansionSource from './ControlledExpansion.tsx?demo';
import SearchParserDemo from './SearchParser.tsx';
import searchParserSource from './SearchParser.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SearchField: Story = demoStory(SearchFieldDemo, searchFieldSource);
export const ExpandableSearch: Story = demoStory(ExpandableSearchDemo, expandableSearchSource);
export const ControlledExpansion: Story = demoStory(ControlledExpansionDemo, controlledExpansionSource);
export const SearchParser: Story = demoStory(SearchParserDemo, searchParserSource);

const rowCount = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[role="row"][data-rowindex]').length;

const settle = (canvasElement: HTMLElement) => comeToRest(canvasElement, { repaint: true });

SearchField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(rowCount(canvasElement)).toBe(6);
  await enterSearch(canvas.getByRole('searchbox'), 'ergonomic');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(6));
  await expect(canvas.getByRole('searchbox')).toHaveValue('');
  await settle(canvasElement);
};

ExpandableSearch.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('button', { name: 'Search flights' });
  await userEvent.click(trigger);
  const search = canvas.getByRole('searchbox');
  await waitFor(() => expect(search).toHaveFocus());
  await enterSearch(search, 'porto');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(4));
  // Escape clears a filled field, then collapses the empty one.
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(6));
  await expect(search).toHaveValue('');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(trigger).toBeVisible());
  await settle(canvasElement);
};

ControlledExpansion.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Search is closed')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Search people' }));
  await expect(await canvas.findByText('Search is open')).toBeInTheDocument();
  await expect(canvas.queryByText('Engineering team')).toBeNull();
  const search = canvas.getByRole('searchbox');
  await waitFor(() => expect(search).toHaveFocus());
  await enterSearch(search, 'platform');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(2));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(6));
  await userEvent.keyboard('{Escape}');
  await expect(await canvas.findByText('Search is closed')).toBeInTheDocument();
  await expect(canvas.getByText('Engineering team')).toBeInTheDocument();
  await settle(canvasElement);
};

SearchParser.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const search = canvas.getByRole('searchbox');
  // The formatter writes the initial values back into the field.
  await expect(search).toHaveValue('japan, second flush');
  await expect(rowCount(canvasElement)).toBe(3);
  await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
  await waitFor(() => expect(rowCount(canvasElement)).toBe(6));
  await enterSearch(search, 'india, fujian');
  await waitFor(() => expect(rowCount(canvasElement)).toBe(3));
  await expect(canvas.getByText('Tieguanyin oolong')).toBeInTheDocument();
  await settle(canvasElement);
};
