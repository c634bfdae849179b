import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../src/demo/story';
import ProjectFileTreeDemo from './ProjectFileTree.tsx';
import projectFileTreeSource from './ProjectFileTree.tsx?demo';
import CategorySelectionDemo from './CategorySelection.tsx';
import categorySelectionSource from './CategorySelection.tsx?demo';
import ExpansionControlDemo from './ExpansionControl.tsx';
import expansionControlSource from './ExpansionControl.tsx?demo';
import CustomFieldNamesDemo from './CustomFieldNames.tsx';
import customFieldNamesSource from './CustomFieldNames.tsx?demo';
import EditableLabelsDemo from './EditableLabels.tsx';
import editableLabelsSource from './EditableLabels.tsx?demo';
import PlaylistReorderingDemo from './PlaylistReordering.tsx';
import playlistReorderingSource from './PlaylistReordering.tsx?demo';
import CourseOutlineDemo from './CourseOutline.tsx';
import courseOutlineSource from './CourseOutline.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ProjectFileTree: Story = demoStory(ProjectFileTreeDemo, projectFileTreeSource);
export const CategorySelection: Story = demoStory(CategorySelectionDemo, categorySelectionSource);
export const ExpansionControl: Story = demoStory(ExpansionControlDemo, expansionControlSource);
export const CustomFieldNames: Story = demoStory(CustomFieldNamesDemo, customFieldNamesSource);
export const EditableLabels: Story = demoStory(EditableLabelsDemo, editableLabelsSource);
export const PlaylistReordering: Story = demoStory(PlaylistReorderingDemo, playlistReorderingSource);
export const CourseOutline: Story = demoStory(CourseOutlineDemo, courseOutlineSource);

ExpansionControl.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
  await expect(canvas.getByText('Expanded: 6 of 6 groups')).toBeInTheDocument();
  await expect(canvas.getByText('Chloé Laurent, Customer Support Manager')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
  await expect(canvas.getByText('Expanded: 0 of 6 groups')).toBeInTheDocument();
};

/** The tree item (`li` with role `treeitem`) that renders a label. */
function treeItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest<HTMLElement>('[role="treeitem"]');
  if (!item) throw new Error(`No tree item around "${label.textContent}"`);
  return item;
}

CustomFieldNames.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByText('/photos/2024/lisbon')).not.toBeInTheDocument();
  await userEvent.click(canvas.getByText('Lisbon trip'));
  // The selection reports the id read by getItemId: the folder's path.
  await expect(canvas.getByText('/photos/2024/lisbon')).toBeInTheDocument();
  await expect(treeItemOf(canvas.getByText('Lisbon trip'))).toHaveAttribute('aria-selected', 'true');
};

EditableLabels.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Sections are locked: a double click does not open an input.
  await userEvent.dblClick(canvas.getByText('Meetings'));
  await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();

  await userEvent.dblClick(canvas.getByText('Sprint planning'));
  const input = await canvas.findByRole('textbox', { name: 'New name for Sprint planning' });
  await waitFor(() => expect(input).toHaveFocus());
  await userEvent.clear(input);
  await userEvent.type(input, 'Sprint 14 planning{Enter}', { skipClick: true });
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(canvas.getByText('Sprint 14 planning')).toBeInTheDocument();
  await expect(
    canvas.getByText('Page "sprint-planning" is now called "Sprint 14 planning"'),
  ).toBeInTheDocument();
};

/**
 * Dispatches one native drag event. userEvent cannot drive HTML drag and drop, and a real
 * DataTransfer is read-only outside a user's drag, so the event carries a stand-in.
 */
function dispatchDrag(element: HTMLElement, type: string, pointer: { clientX?: number; clientY?: number } = {}) {
  const event = new DragEvent(type, { bubbles: true, cancelable: true, ...pointer });
  Object.defineProperty(event, 'dataTransfer', {
    value: { dropEffect: 'move', effectAllowed: 'move', types: [], setData() {}, setDragImage() {} },
  });
  return fireEvent(element, event);
}

PlaylistReordering.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // isItemReorderable: songs are draggable, playlists are not.
  await expect(treeItemOf(canvas.getByText('Seven Nation Army'))).toHaveAttribute('draggable', 'true');
  await expect(treeItemOf(canvas.getByText('Running'))).not.toHaveAttribute('draggable');
  await expect(canvas.getByText('No song moved yet.')).toBeInTheDocument();

  // Drag "Lose Yourself" onto the top edge of "Go Your Own Way", in another playlist.
  const song = treeItemOf(canvas.getByText('Lose Yourself'));
  const target = canvas.getByText('Go Your Own Way').closest<HTMLElement>('.MuiTreeItem-content');
  if (!target) throw new Error('No content element for "Go Your Own Way"');
  await dispatchDrag(song, 'dragstart');
  await waitFor(async () => {
    const { top, left, width } = target.getBoundingClientRect();
    const pointer = { clientX: left + width / 2, clientY: top + 2 };
    await dispatchDrag(target, 'dragenter', pointer);
    await dispatchDrag(target, 'dragover', pointer);
    // The drop indicator shows the move that releasing the song would make.
    await expect(target.querySelector('.MuiTreeItem-dragAndDropOverlay')).not.toBeNull();
  });
  await dispatchDrag(song, 'dragend');
  await expect(
    await canvas.findByText('"Lose Yourself" moved from Running to Road trip, position 1.'),
  ).toBeInTheDocument();
};

CourseOutline.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const lesson = treeItemOf(canvas.getByText('Props and state'));
  await userEvent.click(canvas.getByText('Props and state'));
  await waitFor(() => expect(lesson).toHaveFocus());
  // disabledItemsFocusable: the arrow key stops on the locked lesson instead of skipping it.
  await userEvent.keyboard('{ArrowDown}');
  const locked = treeItemOf(canvas.getByText('Lists and keys'));
  await waitFor(() => expect(locked).toHaveFocus());
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
};
