import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../../src/demo/story';
import SingleSelectionDemo from './SingleSelection.tsx';
import singleSelectionSource from './SingleSelection.tsx?demo';
import MultiSelectionDemo from './MultiSelection.tsx';
import multiSelectionSource from './MultiSelection.tsx?demo';
import DisableSelectionDemo from './DisableSelection.tsx';
import disableSelectionSource from './DisableSelection.tsx?demo';
import CheckboxSelectionDemo from './CheckboxSelection.tsx';
import checkboxSelectionSource from './CheckboxSelection.tsx?demo';
import CheckboxMultiSelectionDemo from './CheckboxMultiSelection.tsx';
import checkboxMultiSelectionSource from './CheckboxMultiSelection.tsx?demo';
import LeafOnlySelectionDemo from './LeafOnlySelection.tsx';
import leafOnlySelectionSource from './LeafOnlySelection.tsx?demo';
import ControlledSelectionDemo from './ControlledSelection.tsx';
import controlledSelectionSource from './ControlledSelection.tsx?demo';
import TrackItemSelectionToggleDemo from './TrackItemSelectionToggle.tsx';
import trackItemSelectionToggleSource from './TrackItemSelectionToggle.tsx?demo';
import SelectionPropagationDemo from './SelectionPropagation.tsx';
import selectionPropagationSource from './SelectionPropagation.tsx?demo';
import PropagationOnMountDemo from './PropagationOnMount.tsx';
import propagationOnMountSource from './PropagationOnMount.tsx?demo';
import SetItemSelectionDemo from './SetItemSelection.tsx';
import setItemSelectionSource from './SetItemSelection.tsx?demo';
import KeepExistingSelectionDemo from './KeepExistingSelection.tsx';
import keepExistingSelectionSource from './KeepExistingSelection.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SingleSelection: Story = demoStory(SingleSelectionDemo, singleSelectionSource);
export const MultiSelection: Story = demoStory(MultiSelectionDemo, multiSelectionSource);
export const DisableSelection: Story = demoStory(DisableSelectionDemo, disableSelectionSource);
export const CheckboxSelection: Story = demoStory(CheckboxSelectionDemo, checkboxSelectionSource);
export const CheckboxMultiSelection: Story = demoStory(CheckboxMultiSelectionDemo, checkboxMultiSelectionSource);
export const LeafOnlySelection: Story = demoStory(LeafOnlySelectionDemo, leafOnlySelectionSource);
export const ControlledSelection: Story = demoStory(ControlledSelectionDemo, controlledSelectionSource);
export const TrackItemSelectionToggle: Story = demoStory(TrackItemSelectionToggleDemo, trackItemSelectionToggleSource);
export const SelectionPropagation: Story = demoStory(SelectionPropagationDemo, selectionPropagationSource);
export const PropagationOnMount: Story = demoStory(PropagationOnMountDemo, propagationOnMountSource);
export const SetItemSelection: Story = demoStory(SetItemSelectionDemo, setItemSelectionSource);
export const KeepExistingSelection: Story = demoStory(KeepExistingSelectionDemo, keepExistingSelectionSource);

/** The tree item (`li` with role `treeitem`) around a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

/** Waits until the tree has registered its items (one item is in the tab order). */
async function itemsRegistered(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[role="treeitem"][tabindex="0"]')).not.toBeNull());
}

/** Waits until no group of items is still opening or closing, so that the final pixels are stable. */
async function transitionsSettled(canvasElement: HTMLElement) {
  const moving = '.MuiTreeItem-groupTransition:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)';
  await waitFor(() => expect(canvasElement.querySelector(moving)).toBeNull());
}

SingleSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const drafts = treeItemOf(canvas.getByText('Drafts'));
  await expect(drafts).toHaveAttribute('aria-selected', 'false');
  await userEvent.click(canvas.getByText('Drafts'));
  await expect(drafts).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByText('Selected folder: drafts')).toBeInTheDocument();
  // Selecting another item replaces the selection.
  await userEvent.click(canvas.getByText('2024'));
  await expect(treeItemOf(canvas.getByText('2024'))).toHaveAttribute('aria-selected', 'true');
  await expect(drafts).toHaveAttribute('aria-selected', 'false');
  await expect(canvas.getByText('Selected folder: archive-2024')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

MultiSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const user = userEvent.setup();
  await user.click(canvas.getByText('Office lease.pdf'));
  // Ctrl + click adds an item instead of replacing the selection.
  await user.keyboard('{Control>}');
  await user.click(canvas.getByText('Team dinner.jpg'));
  await user.keyboard('{/Control}');
  await expect(treeItemOf(canvas.getByText('Office lease.pdf'))).toHaveAttribute('aria-selected', 'true');
  await expect(treeItemOf(canvas.getByText('Team dinner.jpg'))).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByText(/^2 selected: /)).toBeInTheDocument();
  // A plain click starts over.
  await user.click(canvas.getByText('Budget 2025.xlsx'));
  await expect(canvas.getByText('1 selected: budget.xlsx')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

DisableSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const invoices = treeItemOf(canvas.getByText('Invoices'));
  await userEvent.click(canvas.getByText('Invoices'));
  // The click still expands the item, but nothing is selectable: aria-selected is left out.
  await expect(invoices).toHaveAttribute('aria-expanded', 'true');
  await expect(invoices).not.toHaveAttribute('aria-selected');
  await userEvent.click(canvas.getByText('Credit notes'));
  await expect(treeItemOf(canvas.getByText('Credit notes'))).not.toHaveAttribute('aria-selected');
  await transitionsSettled(canvasElement);
};

CheckboxSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await expect(canvas.getByRole('checkbox', { name: 'Rotterdam' })).toBeChecked();
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Hamburg' }));
  await expect(canvas.getByRole('checkbox', { name: 'Hamburg' })).toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'Rotterdam' })).not.toBeChecked();
  await expect(treeItemOf(canvas.getByText('Hamburg'))).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByText('Ships from: hamburg')).toBeInTheDocument();
  // With checkboxes, clicking the label does not change the selection.
  await userEvent.click(canvas.getByText('Valencia'));
  await expect(canvas.getByText('Ships from: hamburg')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

CheckboxMultiSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Diego Alvarez' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Sofia Lindqvist' }));
  await expect(canvas.getByRole('checkbox', { name: 'Hana Sato' })).toBeChecked();
  await expect(canvas.getByText(/^Invitees \(3\):/)).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Hana Sato' }));
  await expect(canvas.getByRole('checkbox', { name: 'Hana Sato' })).not.toBeChecked();
  await expect(treeItemOf(canvas.getByText('Hana Sato'))).toHaveAttribute('aria-selected', 'false');
  await expect(canvas.getByText(/^Invitees \(2\):/)).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

LeafOnlySelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const user = userEvent.setup();
  await user.click(canvas.getByText('Blue Harbor proposal.pdf'));
  await expect(canvas.getByText('Attachments (1): proposal-harbor.pdf')).toBeInTheDocument();
  // A click on a folder opens it but does not select it, and keeps the attachments.
  const caseStudies = treeItemOf(canvas.getByText('Case studies'));
  await user.click(canvas.getByText('Case studies'));
  await expect(caseStudies).toHaveAttribute('aria-expanded', 'true');
  await expect(caseStudies).toHaveAttribute('aria-selected', 'false');
  await expect(canvas.getByText('Attachments (1): proposal-harbor.pdf')).toBeInTheDocument();
  await user.keyboard('{Control>}');
  await user.click(canvas.getByText('Retail rollout.pdf'));
  await user.keyboard('{/Control}');
  await expect(canvas.getByText('Attachments (2): case-retail.pdf, proposal-harbor.pdf')).toBeInTheDocument();
  await transitionsSettled(canvasElement);
};

ControlledSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add all electives' }));
  await expect(
    canvas.getByText('selectedItems: ["algorithms","ux-research","data-viz","public-speaking"]'),
  ).toBeInTheDocument();
  await expect(treeItemOf(canvas.getByText('Public speaking'))).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('selectedItems: []')).toBeInTheDocument();
  await expect(treeItemOf(canvas.getByText('Algorithms'))).toHaveAttribute('aria-selected', 'false');
  await transitionsSettled(canvasElement);
};

TrackItemSelectionToggle.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const spinach = treeItemOf(canvas.getByText('Spinach'));
  await userEvent.click(canvas.getByText('Spinach'));
  await expect(canvas.getByText('Last change: spinach selected')).toBeInTheDocument();
  // Space toggles the focused item.
  await waitFor(() => expect(spinach).toHaveFocus());
  await userEvent.keyboard(' ');
  await expect(canvas.getByText('Last change: spinach deselected')).toBeInTheDocument();
  await expect(spinach).toHaveAttribute('aria-selected', 'false');
  await transitionsSettled(canvasElement);
};

SelectionPropagation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  // descendants: checking the collapsed Audio item selects its hidden children too.
  const audio = treeItemOf(canvas.getByText('Audio'));
  await expect(audio).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Audio' }));
  await expect(canvas.getByText(/^Selected: /)).toHaveTextContent(/headphones/);
  await expect(canvas.getByText(/^Selected: /)).toHaveTextContent(/speakers/);
  await userEvent.click(canvas.getByText('Audio'));
  await expect(audio).toHaveAttribute('aria-expanded', 'true');
  await expect(canvas.getByRole('checkbox', { name: 'Headphones' })).toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'Speakers' })).toBeChecked();
  // parents: once every child of Electronics is checked, Electronics is checked too.
  await expect(canvas.getByRole('checkbox', { name: 'Electronics' })).not.toBeChecked();
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Laptops' }));
  await expect(canvas.getByRole('checkbox', { name: 'Electronics' })).toBeChecked();
  await expect(treeItemOf(canvas.getByText('Electronics'))).toHaveAttribute('aria-selected', 'true');
  // Unchecking one child unchecks its ancestors.
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Speakers' }));
  await expect(canvas.getByRole('checkbox', { name: 'Audio' })).not.toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'Electronics' })).not.toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'Headphones' })).toBeChecked();
  await transitionsSettled(canvasElement);
};

PropagationOnMount.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  // Every order notification was saved, so Orders starts selected as well.
  await expect(treeItemOf(canvas.getByText('Orders'))).toHaveAttribute('aria-selected', 'true');
  await expect(treeItemOf(canvas.getByText('Account'))).toHaveAttribute('aria-selected', 'false');
  await expect(canvas.getByRole('checkbox', { name: 'Account' })).toHaveAttribute('data-indeterminate', 'true');
  // Completing Account selects it through the parents rule.
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Password changed' }));
  await expect(treeItemOf(canvas.getByText('Account'))).toHaveAttribute('aria-selected', 'true');
  await transitionsSettled(canvasElement);
};

SetItemSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  const report = treeItemOf(canvas.getByText('Q2 2025 report'));
  await userEvent.click(canvas.getByRole('button', { name: 'Select Q2 report' }));
  await expect(report).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(canvas.getByRole('button', { name: 'Deselect it' }));
  await expect(report).toHaveAttribute('aria-selected', 'false');
  await transitionsSettled(canvasElement);
};

KeepExistingSelection.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await itemsRegistered(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Porto, day 1' }));
  await expect(treeItemOf(canvas.getByText('Day 1: Ribeira'))).toHaveAttribute('aria-selected', 'true');
  await expect(treeItemOf(canvas.getByText('Day 1: Alfama'))).toHaveAttribute('aria-selected', 'true');
  // Without keepExistingSelection, the method replaces the selection.
  await userEvent.click(canvas.getByRole('switch', { name: 'Keep existing selection' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add Porto, day 1' }));
  await expect(canvas.getByText('Selected: porto-day-1')).toBeInTheDocument();
  await expect(treeItemOf(canvas.getByText('Day 1: Alfama'))).toHaveAttribute('aria-selected', 'false');
  await transitionsSettled(canvasElement);
};
