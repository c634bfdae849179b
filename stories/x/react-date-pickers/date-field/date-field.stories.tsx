import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import BasicDateFieldDemo from './BasicDateField.tsx';
import basicDateFieldSource from './BasicDateField.tsx?demo';
import DateFieldValueDemo from './DateFieldValue.tsx';
import dateFieldValueSource from './DateFieldValue.tsx?demo';
import DateFieldFormatsDemo from './DateFieldFormats.tsx';
import dateFieldFormatsSource from './DateFieldFormats.tsx?demo';
import ClearableDateFieldDemo from './ClearableDateField.tsx';
import clearableDateFieldSource from './ClearableDateField.tsx?demo';
import DateFieldFormPropsDemo from './DateFieldFormProps.tsx';
import dateFieldFormPropsSource from './DateFieldFormProps.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicDateField: Story = demoStory(BasicDateFieldDemo, basicDateFieldSource);
export const DateFieldValue: Story = demoStory(DateFieldValueDemo, dateFieldValueSource);
export const DateFieldFormats: Story = demoStory(DateFieldFormatsDemo, dateFieldFormatsSource);
export const ClearableDateField: Story = demoStory(ClearableDateFieldDemo, clearableDateFieldSource);
export const DateFieldFormProps: Story = demoStory(DateFieldFormPropsDemo, dateFieldFormPropsSource);

/** A section (Month, Day, Year) of the field labelled `label`, by name, whatever the text direction. */
function section(canvasElement: HTMLElement, label: string, name: string) {
  return within(within(canvasElement).getByRole('group', { name: label })).getByRole('spinbutton', { name });
}

BasicDateField.play = async ({ canvasElement }) => {
  // Type the whole date from the month section: each section hands over to the next once complete.
  await userEvent.click(section(canvasElement, 'Invoice date', 'Month'));
  await userEvent.keyboard('04302024');
  await waitFor(() => expect(section(canvasElement, 'Invoice date', 'Year')).toHaveTextContent('2024'));
  await expect(section(canvasElement, 'Invoice date', 'Month')).toHaveTextContent('04');
  await expect(section(canvasElement, 'Invoice date', 'Day')).toHaveTextContent('30');
  // Arrow keys step the selected section: here the year, the last section typed.
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(section(canvasElement, 'Invoice date', 'Year')).toHaveTextContent('2023'));
  await leaveFocus(canvasElement);
};

DateFieldValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(section(canvasElement, 'Hire date (controlled)', 'Day'));
  await userEvent.keyboard('{Backspace}');
  // While a section is empty, the field reports `null`.
  await expect(await canvas.findByText('No complete hire date')).toBeInTheDocument();
  await userEvent.keyboard('19');
  await expect(canvas.getByText('Hired on Monday, February 19, 2024')).toBeInTheDocument();
  await userEvent.click(section(canvasElement, 'Hire date (controlled)', 'Month'));
  await userEvent.keyboard('{ArrowUp}');
  await expect(canvas.getByText('Hired on Tuesday, March 19, 2024')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ClearableDateField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const field = within(canvas.getByRole('group', { name: 'Subscription ends' }));
  await userEvent.click(field.getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Open-ended subscription')).toBeInTheDocument();
  await userEvent.click(section(canvasElement, 'Subscription ends', 'Month'));
  await userEvent.keyboard('06302025');
  await expect(canvas.getByText('Renews until June 30, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};
