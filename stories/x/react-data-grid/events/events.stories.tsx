import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { enterSearch, leaveFocus } from '../../../../src/demo/play';
import { repaintWholeStory } from '../../../../src/storybook/repaint';
import EventLogDemo from './EventLog.tsx';
import eventLogSource from './EventLog.tsx?demo';
import EventPropsDemo from './EventProps.tsx';
import eventPropsSource from './EventProps.tsx?demo';
import FocusedCellFooterDemo from './FocusedCellFooter.tsx';
import focusedCellFooterSource from './FocusedCellFooter.tsx?demo';
import PreventDefaultBehaviorDemo from './PreventDefaultBehavior.tsx';
import preventDefaultBehaviorSource from './PreventDefaultBehavior.tsx?demo';
import EventCatalogueDemo from './EventCatalogue.tsx';
import eventCatalogueSource from './EventCatalogue.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const EventLog: Story = demoStory(EventLogDemo, eventLogSource);
export const EventProps: Story = demoStory(EventPropsDemo, eventPropsSource);
export const FocusedCellFooter: Story = demoStory(FocusedCellFooterDemo, focusedCellFooterSource);
export const PreventDefaultBehavior: Story = demoStory(PreventDefaultBehaviorDemo, preventDefaultBehaviorSource);
export const EventCatalogue: Story = demoStory(EventCatalogueDemo, eventCatalogueSource);

const cell = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).getByText(text).closest('[role="gridcell"]') as HTMLElement;

EventLog.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const log = within(canvas.getByRole('list', { name: 'Event log' }));
  await userEvent.click(cell(canvasElement, 'INITECH'));
  await expect(await log.findByText('symbol of row 3')).toBeInTheDocument();
  await expect(log.getByText('rowClick')).toBeInTheDocument();
  await userEvent.keyboard('{ArrowDown}');
  await expect(await log.findByText('symbol of row 3 (ArrowDown)')).toBeInTheDocument();

  await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
  await expect(await log.findByText('Click a cell, press a key or sort a column.')).toBeInTheDocument();
  await leaveFocus(canvasElement);
  await repaintWholeStory(canvasElement);
};

EventProps.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(cell(canvasElement, 'Zurich'));
  await expect(await canvas.findByText('LX 727 to Zurich leaves from gate C7.')).toBeInTheDocument();
  await userEvent.dblClick(cell(canvasElement, 'Madrid'));
  await expect(await canvas.findByText('Pinned flight: IB 3251')).toBeInTheDocument();
  await leaveFocus(canvasElement);
  await repaintWholeStory(canvasElement);
};

FocusedCellFooter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Focus a cell to see it here.')).toBeInTheDocument();
  await userEvent.click(cell(canvasElement, 'BR-2210'));
  await expect(await canvas.findByText('SKU: BR-2210 (row 3)')).toBeInTheDocument();
  await userEvent.keyboard('{ArrowRight}');
  await expect(await canvas.findByText('Stock: 7 (row 3)')).toBeInTheDocument();
  await leaveFocus(canvasElement);
  await repaintWholeStory(canvasElement);
};

PreventDefaultBehavior.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // A paid invoice: the double-click is prevented, no editor opens.
  await userEvent.dblClick(cell(canvasElement, 'Northwind Traders'));
  await expect(await canvas.findByText('INV-2051 is paid: it cannot be edited.')).toBeInTheDocument();
  await expect(canvasElement.querySelector('.MuiDataGrid-cell--editing')).toBeNull();
  // A draft: the grid's own handler runs and opens the editor.
  await userEvent.dblClick(cell(canvasElement, 'Blue Harbor Cafe'));
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-cell--editing')).not.toBeNull());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvasElement.querySelector('.MuiDataGrid-cell--editing')).toBeNull());
  await leaveFocus(canvasElement);
  await repaintWholeStory(canvasElement);
};

EventCatalogue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const table = within(canvas.getByRole('table', { name: 'Data Grid events' }));
  await expect(table.getByText('cellClick')).toBeInTheDocument();
  await enterSearch(canvas.getByRole('searchbox', { name: 'Filter events' }), 'pinned');
  await expect(await table.findByText('pinnedColumnsChange')).toBeInTheDocument();
  await waitFor(() => expect(table.queryByText('cellClick')).toBeNull());
  await leaveFocus(canvasElement);
  await repaintWholeStory(canvasElement);
};
