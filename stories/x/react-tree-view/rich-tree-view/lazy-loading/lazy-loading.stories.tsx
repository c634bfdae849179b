import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import LazyLoadingInitialStateDemo from './LazyLoadingInitialState.tsx';
import lazyLoadingInitialStateSource from './LazyLoadingInitialState.tsx?demo';
import BasicLazyLoadingDemo from './BasicLazyLoading.tsx';
import basicLazyLoadingSource from './BasicLazyLoading.tsx?demo';
import RequestLogDemo from './RequestLog.tsx';
import requestLogSource from './RequestLog.tsx?demo';
import CacheLifetimeDemo from './CacheLifetime.tsx';
import cacheLifetimeSource from './CacheLifetime.tsx?demo';
import CustomCacheDemo from './CustomCache.tsx';
import customCacheSource from './CustomCache.tsx?demo';
import DisableCacheDemo from './DisableCache.tsx';
import disableCacheSource from './DisableCache.tsx?demo';
import ErrorHandlingDemo from './ErrorHandling.tsx';
import errorHandlingSource from './ErrorHandling.tsx?demo';
import CustomLoadingIconDemo from './CustomLoadingIcon.tsx';
import customLoadingIconSource from './CustomLoadingIcon.tsx?demo';
import LazyLoadingAndLabelEditingDemo from './LazyLoadingAndLabelEditing.tsx';
import lazyLoadingAndLabelEditingSource from './LazyLoadingAndLabelEditing.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const LazyLoadingInitialState: Story = demoStory(LazyLoadingInitialStateDemo, lazyLoadingInitialStateSource);
export const BasicLazyLoading: Story = demoStory(BasicLazyLoadingDemo, basicLazyLoadingSource);
export const RequestLog: Story = demoStory(RequestLogDemo, requestLogSource);
export const CacheLifetime: Story = demoStory(CacheLifetimeDemo, cacheLifetimeSource);
export const CustomCache: Story = demoStory(CustomCacheDemo, customCacheSource);
export const DisableCache: Story = demoStory(DisableCacheDemo, disableCacheSource);
export const ErrorHandling: Story = demoStory(ErrorHandlingDemo, errorHandlingSource);
export const CustomLoadingIcon: Story = demoStory(CustomLoadingIconDemo, customLoadingIconSource);
export const LazyLoadingAndLabelEditing: Story = demoStory(LazyLoadingAndLabelEditingDemo, lazyLoadingAndLabelEditingSource);

/** The tree item (`li` with role `treeitem`) around a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

/** Waits until no group of items is still opening or closing, so that the final pixels are stable. */
async function transitionsSettled(canvasElement: HTMLElement) {
  const moving = '.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)';
  await waitFor(() => expect(canvasElement.querySelector(moving)).toBeNull());
}

/** Clicks a parent and waits until its fetched children are visible. */
async function expandAndWait(canvasElement: HTMLElement, parent: string, child: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByText(parent));
  await expect(await canvas.findByText(child, {}, { timeout: 3000 })).toBeVisible();
  await waitFor(() => expect(treeItemOf(canvas.getByText(parent))).toHaveAttribute('aria-expanded', 'true'));
}

/** Leaves nothing focused, so that the final pixels are stable. */
async function settle(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await transitionsSettled(canvasElement);
}

LazyLoadingInitialState.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The first level is there at once; "Legal" has no children, so no expand arrow.
  await expect(canvas.getByText('Engineering')).toBeInTheDocument();
  await expect(treeItemOf(canvas.getByText('Legal'))).not.toHaveAttribute('aria-expanded');
  await expandAndWait(canvasElement, 'Engineering', 'Platform');
  await expandAndWait(canvasElement, 'Platform', 'Data engineering');
  await settle(canvasElement);
};

BasicLazyLoading.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The root items arrive from getTreeItems(undefined).
  await expect(await canvas.findByText('Documents', {}, { timeout: 3000 })).toBeInTheDocument();
  await expect(canvas.queryByText('Loading your drive…')).not.toBeInTheDocument();
  await expandAndWait(canvasElement, 'Documents', 'Taxes 2024');
  await settle(canvasElement);
};

RequestLog.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Requests sent: 1 (root)', {}, { timeout: 3000 })).toBeInTheDocument();
  await expandAndWait(canvasElement, 'Europe', 'Milan store');
  await expect(canvas.getByText('Requests sent: 2 (root, europe)')).toBeInTheDocument();
  // Collapse and reopen: the children come from the cache, no new request.
  await userEvent.click(canvas.getByText('Europe'));
  await waitFor(() => expect(treeItemOf(canvas.getByText('Europe'))).toHaveAttribute('aria-expanded', 'false'));
  await expandAndWait(canvasElement, 'Europe', 'Milan store');
  await expect(canvas.getByText('Requests sent: 2 (root, europe)')).toBeInTheDocument();
  await settle(canvasElement);
};

CacheLifetime.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expandAndWait(canvasElement, 'Open tickets', '#1042 Refund not received');
  await expect(canvas.getByText('Requests sent: 2')).toBeInTheDocument();
  await userEvent.click(canvas.getByText('Open tickets'));
  await waitFor(() =>
    expect(treeItemOf(canvas.getByText('Open tickets'))).toHaveAttribute('aria-expanded', 'false'),
  );
  await expandAndWait(canvasElement, 'Open tickets', '#1042 Refund not received');
  await expect(canvas.getByText('Requests sent: 2')).toBeInTheDocument();
  await settle(canvasElement);
};

CustomCache.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expandAndWait(canvasElement, 'Coffee', 'Espresso blend, 1 kg');
  await expect(canvas.getByText('Requests sent: 2. Cached: root, coffee.')).toBeInTheDocument();
  // After clearing the cache, reopening "Coffee" asks the server again.
  await userEvent.click(canvas.getByRole('button', { name: 'Clear cache' }));
  await expect(canvas.getByText('Requests sent: 2. Cached: nothing.')).toBeInTheDocument();
  await userEvent.click(canvas.getByText('Coffee'));
  await waitFor(() => expect(treeItemOf(canvas.getByText('Coffee'))).toHaveAttribute('aria-expanded', 'false'));
  await expandAndWait(canvasElement, 'Coffee', 'Espresso blend, 1 kg');
  await expect(await canvas.findByText('Requests sent: 3. Cached: coffee.')).toBeInTheDocument();
  await settle(canvasElement);
};

DisableCache.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expandAndWait(canvasElement, 'Departures from Porto', 'TP 1963 to Madrid, gate 3');
  await expect(canvas.getByText('Requests sent: 2')).toBeInTheDocument();
  await userEvent.click(canvas.getByText('Departures from Porto'));
  await waitFor(() =>
    expect(treeItemOf(canvas.getByText('Departures from Porto'))).toHaveAttribute('aria-expanded', 'false'),
  );
  await expandAndWait(canvasElement, 'Departures from Porto', 'TP 1963 to Madrid, gate 3');
  await expect(canvas.getByText('Requests sent: 3')).toBeInTheDocument();
  await settle(canvasElement);
};

ErrorHandling.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const archive = treeItemOf(await canvas.findByText('Archive 2019–2023', {}, { timeout: 3000 }));
  // First attempt: the request fails, the item stays collapsed and shows the error mark.
  await userEvent.click(canvas.getByText('Archive 2019–2023'));
  await expect(
    await canvas.findByText('The archive did not answer. Expand it again to retry.', {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  await waitFor(() => expect(archive.querySelector('.MuiTreeItem-errorIcon')).not.toBeNull());
  await expect(archive).toHaveAttribute('aria-expanded', 'false');
  // Second attempt succeeds.
  await expandAndWait(canvasElement, 'Archive 2019–2023', '2023');
  await expect(canvas.getByText('All folders loaded without errors.')).toBeInTheDocument();
  await expect(archive.querySelector('.MuiTreeItem-errorIcon')).toBeNull();
  await settle(canvasElement);
};

CustomLoadingIcon.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByText('Deep focus', {}, { timeout: 3000 }));
  // While the tracks load, the custom slot replaces the spinner.
  await expect(await canvas.findByText('Loading tracks')).toBeInTheDocument();
  await expect(await canvas.findByText('Weightless', {}, { timeout: 3000 })).toBeVisible();
  await waitFor(() => expect(canvas.queryByText('Loading tracks')).not.toBeInTheDocument());
  await settle(canvasElement);
};

/**
 * With label editing on, the tree's expansion trigger defaults to the icon container (a click on
 * the label selects, a double-click edits): toggle `parent` with its arrow.
 */
async function toggleWithIcon(canvasElement: HTMLElement, parent: string) {
  const item = treeItemOf(await within(canvasElement).findByText(parent));
  const icon = item.querySelector<HTMLElement>('.MuiTreeItem-iconContainer');
  if (!icon) throw new Error(`No expansion icon for "${parent}"`);
  await userEvent.click(icon);
}

LazyLoadingAndLabelEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const handbook = () => treeItemOf(canvas.getByText('Employee handbook'));
  await toggleWithIcon(canvasElement, 'Employee handbook');
  await expect(await canvas.findByText('Travel expenses', {}, { timeout: 3000 })).toBeVisible();
  await waitFor(() => expect(handbook()).toHaveAttribute('aria-expanded', 'true'));
  await userEvent.dblClick(canvas.getByText('Travel expenses'));
  const input = await canvas.findByRole('textbox', { name: 'Page title' });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.clear(input);
  await userEvent.type(input, 'Travel and expenses{Enter}', { skipClick: true });
  await expect(await canvas.findByText('Saved "Travel and expenses"')).toBeInTheDocument();
  // Collapse and reopen: the children come back from the updated cache.
  await toggleWithIcon(canvasElement, 'Employee handbook');
  await waitFor(() => expect(handbook()).toHaveAttribute('aria-expanded', 'false'));
  await toggleWithIcon(canvasElement, 'Employee handbook');
  await expect(await canvas.findByText('Travel and expenses', {}, { timeout: 3000 })).toBeVisible();
  await waitFor(() => expect(handbook()).toHaveAttribute('aria-expanded', 'true'));
  await settle(canvasElement);
};
