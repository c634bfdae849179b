import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, pageOf } from '../../../../src/demo/play';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import SelectionSummaryFooterDemo from './SelectionSummaryFooter.tsx';
import selectionSummaryFooterSource from './SelectionSummaryFooter.tsx?demo';
import FooterStatusDemo from './FooterStatus.tsx';
import footerStatusSource from './FooterStatus.tsx?demo';
import DensityToolbarDemo from './DensityToolbar.tsx';
import densityToolbarSource from './DensityToolbar.tsx?demo';
import ColumnStatsMenuDemo from './ColumnStatsMenu.tsx';
import columnStatsMenuSource from './ColumnStatsMenu.tsx?demo';
import PaginationFirstLastDemo from './PaginationFirstLast.tsx';
import paginationFirstLastSource from './PaginationFirstLast.tsx?demo';
import EmptyStateOverlayDemo from './EmptyStateOverlay.tsx';
import emptyStateOverlaySource from './EmptyStateOverlay.tsx?demo';
import CustomIconsDemo from './CustomIcons.tsx';
import customIconsSource from './CustomIcons.tsx?demo';
import IconFontIconsDemo from './IconFontIcons.tsx';
import iconFontIconsSource from './IconFontIcons.tsx?demo';
import SquareIconButtonsDemo from './SquareIconButtons.tsx';
import squareIconButtonsSource from './SquareIconButtons.tsx?demo';
import RowHoverPreviewDemo from './RowHoverPreview.tsx';
import rowHoverPreviewSource from './RowHoverPreview.tsx?demo';
import RenderCellProgressDemo from './RenderCellProgress.tsx';
import renderCellProgressSource from './RenderCellProgress.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SelectionSummaryFooter: Story = demoStory(SelectionSummaryFooterDemo, selectionSummaryFooterSource);
export const FooterStatus: Story = demoStory(FooterStatusDemo, footerStatusSource);
export const DensityToolbar: Story = demoStory(DensityToolbarDemo, densityToolbarSource);
export const ColumnStatsMenu: Story = demoStory(ColumnStatsMenuDemo, columnStatsMenuSource);
export const PaginationFirstLast: Story = demoStory(PaginationFirstLastDemo, paginationFirstLastSource);
export const EmptyStateOverlay: Story = demoStory(EmptyStateOverlayDemo, emptyStateOverlaySource);
export const CustomIcons: Story = demoStory(CustomIconsDemo, customIconsSource);
export const IconFontIcons: Story = demoStory(IconFontIconsDemo, iconFontIconsSource);
export const SquareIconButtons: Story = demoStory(SquareIconButtonsDemo, squareIconButtonsSource);
export const RowHoverPreview: Story = demoStory(RowHoverPreviewDemo, rowHoverPreviewSource);
export const RenderCellProgress: Story = demoStory(RenderCellProgressDemo, renderCellProgressSource);

/** The row checkbox of the row whose cells include `text`. */
function rowCheckbox(canvasElement: HTMLElement, text: string) {
  const row = within(canvasElement).getByText(text).closest('[role="row"]') as HTMLElement;
  return within(row).getByRole('checkbox');
}

SelectionSummaryFooter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Select invoices to add them up')).toBeInTheDocument();
  await userEvent.click(rowCheckbox(canvasElement, 'INV-1041'));
  await userEvent.click(rowCheckbox(canvasElement, 'INV-1043'));
  await expect(await canvas.findByText('2 selected: $6,890.00')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

FooterStatus.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Live prices')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Pause feed' }));
  await expect(await canvas.findByText('Feed paused')).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: 'Resume feed' })).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

DensityToolbar.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const root = canvasElement.querySelector('.MuiDataGrid-root') as HTMLElement;
  const toggle = canvas.getByRole('button', { name: 'Compact rows' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  await waitFor(() => expect(root.className).toContain('MuiDataGrid-root--densityCompact'));
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await userEvent.unhover(toggle);
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
  await repaintWholeStory(canvasElement);
};

ColumnStatsMenu.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const button = canvas.getByLabelText('Salary column menu', { selector: 'button' });
  await userEvent.click(button);
  const menu = within(await pageOf(canvasElement).findByRole('menu', { name: 'Salary column menu' }));
  await expect(menu.getByText('Average: 90,000')).toBeInTheDocument();
  await expect(menu.getByText('Min 69,000, max 112,000')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('menu')).toBeNull());
  await userEvent.unhover(button);
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
  await repaintWholeStory(canvasElement);
};

PaginationFirstLast.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Go to last page' }));
  await expect(await canvas.findByText('SHP-3131')).toBeInTheDocument();
  await expect(canvas.getByText('31–32 of 32')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Go to first page' }));
  await expect(await canvas.findByText('SHP-3100')).toBeInTheDocument();
  await leaveFocus(canvasElement);
  await repaintWholeStory(canvasElement);
};

EmptyStateOverlay.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Your catalogue has no products yet.')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Import starter catalogue' }));
  await expect(await canvas.findByText('Burr grinder')).toBeInTheDocument();
  await expect(canvas.queryByText('Your catalogue has no products yet.')).toBeNull();
  await leaveFocus(canvasElement);
};

CustomIcons.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getAllByTitle('Boarded')).toHaveLength(3);
  const header = canvas.getByRole('columnheader', { name: 'Departure' });
  const iconPath = () => header.querySelector('.MuiDataGrid-iconButtonContainer svg path')?.getAttribute('d');
  await userEvent.click(header);
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
  const ascending = iconPath();
  await userEvent.click(header);
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
  // The arrow changes with the direction: the two icon slots render different icons.
  await waitFor(() => expect(iconPath()).not.toBe(ascending));
  await userEvent.unhover(header);
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
  await repaintWholeStory(canvasElement);
};

IconFontIcons.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const doc = canvasElement.ownerDocument;
  // The font is self-hosted and loaded: its ligatures draw icons, not words.
  await waitFor(() => expect(doc.fonts.check('24px "Material Icons"')).toBe(true));
  await expect(canvas.getAllByRole('img', { name: 'yes' })).toHaveLength(3);
  const header = canvas.getByRole('columnheader', { name: 'Opened' });
  const arrow = () => header.querySelector('.MuiDataGrid-iconButtonContainer .material-icons');
  await waitFor(() => expect(arrow()).toHaveTextContent('expand_more'));
  await expect(getComputedStyle(arrow()!).fontFamily).toContain('Material Icons');
  // Descending → none → ascending: the other slot's ligature.
  await userEvent.click(header);
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'none'));
  await userEvent.click(header);
  await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
  await waitFor(() => expect(arrow()).toHaveTextContent('expand_less'));
  await userEvent.unhover(header);
  await leaveFocus(canvasElement);
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('tooltip')).toBeNull());
  await repaintWholeStory(canvasElement);
};

SquareIconButtons.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // The toolbar's buttons and the headers' menu buttons all come from the slot.
  await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('data-square-button');
  await expect(canvas.getByLabelText('Subject column menu', { selector: 'button' })).toHaveAttribute(
    'data-square-button',
  );
};

RowHoverPreview.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const row = canvas.getByText('Chloé Martin').closest('[role="row"]') as HTMLElement;
  await userEvent.hover(row);
  await expect(await canvas.findByText('Chloé Martin · chloe.martin@example.com')).toBeInTheDocument();
  await userEvent.unhover(row);
  await expect(await canvas.findByText('Point at an employee to see their email.')).toBeInTheDocument();
  await repaintWholeStory(canvasElement);
};
