import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import HeaderNameDescriptionDemo from './HeaderNameDescription.tsx';
import headerNameDescriptionSource from './HeaderNameDescription.tsx?demo';
import RenderHeaderDemo from './RenderHeader.tsx';
import renderHeaderSource from './RenderHeader.tsx?demo';
import HeaderHeightDemo from './HeaderHeight.tsx';
import headerHeightSource from './HeaderHeight.tsx?demo';
import HeaderStylingDemo from './HeaderStyling.tsx';
import headerStylingSource from './HeaderStyling.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const HeaderNameDescription: Story = demoStory(HeaderNameDescriptionDemo, headerNameDescriptionSource);
export const RenderHeader: Story = demoStory(RenderHeaderDemo, renderHeaderSource);
export const HeaderHeight: Story = demoStory(HeaderHeightDemo, headerHeightSource);
export const HeaderStyling: Story = demoStory(HeaderStylingDemo, headerStylingSource);

HeaderNameDescription.play = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  const title = canvasElement.querySelector<HTMLElement>(
    '[role="columnheader"][data-field="weight"] .MuiDataGrid-columnHeaderTitle',
  )!;
  await userEvent.hover(title);
  const tooltip = await body.findByRole('tooltip');
  await expect(tooltip).toHaveTextContent('Gross weight in kilograms, packaging included');
  await userEvent.unhover(title);
  await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
};

HeaderHeight.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const headerHeight = () =>
    canvasElement.querySelector<HTMLElement>('[role="columnheader"][data-field="city"]')!.getBoundingClientRect()
      .height;
  // The density scales the height (compact is 70 %), so compare heights rather than expect pixels.
  const small = headerHeight();
  await userEvent.click(canvas.getByRole('button', { name: '76 px' }));
  await waitFor(() => expect(headerHeight()).toBeGreaterThan(small * 1.8));
  await userEvent.click(canvas.getByRole('button', { name: '36 px' }));
  await waitFor(() => expect(Math.abs(headerHeight() - small)).toBeLessThanOrEqual(1));
};
