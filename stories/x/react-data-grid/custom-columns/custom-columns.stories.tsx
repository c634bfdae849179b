import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import CustomColumnTypeDemo from './CustomColumnType.tsx';
import customColumnTypeSource from './CustomColumnType.tsx?demo';
import RatingColumnDemo from './RatingColumn.tsx';
import ratingColumnSource from './RatingColumn.tsx?demo';
import SparklineColumnDemo from './SparklineColumn.tsx';
import sparklineColumnSource from './SparklineColumn.tsx?demo';
import DatePickerColumnsDemo from './DatePickerColumns.tsx';
import datePickerColumnsSource from './DatePickerColumns.tsx?demo';
import CellRenderersDemo from './CellRenderers.tsx';
import cellRenderersSource from './CellRenderers.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const CustomColumnType: Story = demoStory(CustomColumnTypeDemo, customColumnTypeSource);
export const RatingColumn: Story = demoStory(RatingColumnDemo, ratingColumnSource);
export const SparklineColumn: Story = demoStory(SparklineColumnDemo, sparklineColumnSource);
export const DatePickerColumns: Story = demoStory(DatePickerColumnsDemo, datePickerColumnsSource);
export const CellRenderers: Story = demoStory(CellRenderersDemo, cellRenderersSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

function gridCell(canvasElement: HTMLElement, rowId: number, field: string) {
  const cell = canvasElement.querySelector<HTMLElement>(`[data-id="${rowId}"] [data-field="${field}"]`);
  if (!cell) throw new Error(`No cell for row ${rowId}, field "${field}"`);
  return cell;
}

RatingColumn.play = async ({ canvasElement }) => {
  // Nordic Timber (row 4) goes from two stars to five.
  await expect(
    within(gridCell(canvasElement, 4, 'quality')).getByRole('img', { name: 'Quality: 2 of 5' }),
  ).toBeInTheDocument();
  await userEvent.dblClick(gridCell(canvasElement, 4, 'quality'));
  const fiveStars = await within(gridCell(canvasElement, 4, 'quality')).findByRole('radio', {
    name: 'Quality: 5 of 5',
  });
  // Rating picks the star under the pointer (it follows mouse moves), so click at the fifth star.
  const star = (fiveStars as HTMLInputElement).labels![0];
  const { left, top, width, height } = star.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: star,
    coords: { clientX: left + width / 2, clientY: top + height / 2 },
  });
  // The edit is saved at once and the cell shows the read-only stars again.
  await waitFor(() =>
    expect(
      within(gridCell(canvasElement, 4, 'quality')).getByRole('img', { name: 'Quality: 5 of 5' }),
    ).toBeInTheDocument(),
  );
  blurFocused(canvasElement);
};

DatePickerColumns.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.dblClick(canvas.getByText('Jun 12, 2025'));
  const sections = await within(gridCell(canvasElement, 1, 'checkIn')).findAllByRole('spinbutton');
  // Month, day and year: each section moves on to the next once it is complete.
  await userEvent.click(sections[0]);
  await userEvent.keyboard('07042025');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.getByText('Jul 4, 2025')).toBeInTheDocument());
};
