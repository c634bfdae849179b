import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { comeToRest } from '../../../../src/demo/play';
import ScrollToCellDemo from './ScrollToCell.tsx';
import scrollToCellSource from './ScrollToCell.tsx?demo';
import ScrollPositionDemo from './ScrollPosition.tsx';
import scrollPositionSource from './ScrollPosition.tsx?demo';
import InfiniteLoadingDemo from './InfiniteLoading.tsx';
import infiniteLoadingSource from './InfiniteLoading.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ScrollToCell: Story = demoStory(ScrollToCellDemo, scrollToCellSource);
export const ScrollPosition: Story = demoStory(ScrollPositionDemo, scrollPositionSource);
export const InfiniteLoading: Story = demoStory(InfiniteLoadingDemo, infiniteLoadingSource);


const scrollerOf = (canvasElement: HTMLElement) => canvasElement.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;

/** Waits until the cell of `field` in the row holding `rowText` is rendered and inside the grid's viewport. */
async function expectCellInView(canvasElement: HTMLElement, rowText: string, field: string) {
  await waitFor(() => {
    const row = within(canvasElement).getByText(rowText).closest('[role="row"]') as HTMLElement;
    const cell = row.querySelector(`[data-field="${field}"]`) as HTMLElement;
    const viewport = scrollerOf(canvasElement).getBoundingClientRect();
    const box = cell.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(viewport.top - 1);
    expect(box.bottom).toBeLessThanOrEqual(viewport.bottom + 1);
    expect(box.left).toBeGreaterThanOrEqual(viewport.left - 1);
    expect(box.right).toBeLessThanOrEqual(viewport.right + 1);
  });
}

/** Scrolls the grid's viewport as a reader would with the wheel. */
async function scrollGridTo(canvasElement: HTMLElement, top: number) {
  const scroller = scrollerOf(canvasElement);
  scroller.scrollTop = top;
  scroller.dispatchEvent(new Event('scroll'));
  await waitFor(() => expect(Math.abs(scroller.scrollTop - Math.min(top, scroller.scrollHeight - scroller.clientHeight))).toBeLessThan(2));
}

ScrollToCell.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Store 80' }));
  await expectCellInView(canvasElement, 'Graz #080', 'store');
  await expect(canvas.getByText('Scrolled to store 80.')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Last cell' }));
  await expectCellInView(canvasElement, 'Graz #100', 'Dec');
  await userEvent.click(canvas.getByRole('button', { name: 'Back to start' }));
  await waitFor(() => expect(scrollerOf(canvasElement).scrollTop).toBe(0));
  await userEvent.click(canvas.getByRole('button', { name: 'December' }));
  await expectCellInView(canvasElement, 'Lyon #001', 'Dec');
  await userEvent.click(canvas.getByRole('button', { name: 'Back to start' }));
  await expectCellInView(canvasElement, 'Lyon #001', 'store');
  await comeToRest(canvasElement);
};

ScrollPosition.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await scrollGridTo(canvasElement, 2080);
  await userEvent.click(canvas.getByRole('button', { name: 'Remember position' }));
  await expect(canvas.getByText('Remembered: 2080 px from the top.')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Back to top' }));
  await waitFor(() => expect(scrollerOf(canvasElement).scrollTop).toBe(0));
  await userEvent.click(canvas.getByRole('button', { name: 'Restore position' }));
  // 2080 px is 40 rows of 52 px: badge 41 is the first row again.
  await waitFor(() => expect(scrollerOf(canvasElement).scrollTop).toBe(2080));
  await expectCellInView(canvasElement, '41', 'name');
  await userEvent.click(canvas.getByRole('button', { name: 'Back to top' }));
  await waitFor(() => expect(scrollerOf(canvasElement).scrollTop).toBe(0));
  await comeToRest(canvasElement);
};

InfiniteLoading.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('25 of 100 flights loaded')).toBeInTheDocument();
  await scrollGridTo(canvasElement, 100000);
  await expect(await canvas.findByText('50 of 100 flights loaded', undefined, { timeout: 5000 })).toBeInTheDocument();
  // Leave the end and come back, as a reader would: the grid calls again when the end re-enters the view.
  await scrollGridTo(canvasElement, 0);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await scrollGridTo(canvasElement, 100000);
  await expect(await canvas.findByText('75 of 100 flights loaded', undefined, { timeout: 5000 })).toBeInTheDocument();
  await expectCellInView(canvasElement, 'XA-1049', 'id');
  await waitFor(() => expect(canvasElement.querySelector('.MuiLinearProgress-root')).toBeNull());
  // Back to the first flight.
  await scrollGridTo(canvasElement, 0);
  await expectCellInView(canvasElement, 'XA-1000', 'id');
  await comeToRest(canvasElement);
};
