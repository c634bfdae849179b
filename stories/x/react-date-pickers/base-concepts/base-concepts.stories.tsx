import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus, fieldOf } from '../../../../src/demo/play';
import ControlledValueDemo from './ControlledValue.tsx';
import controlledValueSource from './ControlledValue.tsx?demo';
import ValueStatesDemo from './ValueStates.tsx';
import valueStatesSource from './ValueStates.tsx?demo';
import ValueToPayloadDemo from './ValueToPayload.tsx';
import valueToPayloadSource from './ValueToPayload.tsx?demo';
import PickerInteractionDemo from './PickerInteraction.tsx';
import pickerInteractionSource from './PickerInteraction.tsx?demo';
import FieldInteractionDemo from './FieldInteraction.tsx';
import fieldInteractionSource from './FieldInteraction.tsx?demo';
import ViewInteractionDemo from './ViewInteraction.tsx';
import viewInteractionSource from './ViewInteraction.tsx?demo';
import ComponentFamiliesDemo from './ComponentFamilies.tsx';
import componentFamiliesSource from './ComponentFamilies.tsx?demo';
import ResponsiveVariantsDemo from './ResponsiveVariants.tsx';
import responsiveVariantsSource from './ResponsiveVariants.tsx?demo';
import DesktopModeMediaQueryDemo from './DesktopModeMediaQuery.tsx';
import desktopModeMediaQuerySource from './DesktopModeMediaQuery.tsx?demo';
import ReferenceDateFromValidationDemo from './ReferenceDateFromValidation.tsx';
import referenceDateFromValidationSource from './ReferenceDateFromValidation.tsx?demo';
import ExplicitReferenceDateDemo from './ExplicitReferenceDate.tsx';
import explicitReferenceDateSource from './ExplicitReferenceDate.tsx?demo';
import TimeReferenceDateDemo from './TimeReferenceDate.tsx';
import timeReferenceDateSource from './TimeReferenceDate.tsx?demo';
import CustomSlotsDemo from './CustomSlots.tsx';
import customSlotsSource from './CustomSlots.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const ControlledValue: Story = demoStory(ControlledValueDemo, controlledValueSource);
export const ValueStates: Story = demoStory(ValueStatesDemo, valueStatesSource);
export const ValueToPayload: Story = demoStory(ValueToPayloadDemo, valueToPayloadSource);
export const PickerInteraction: Story = demoStory(PickerInteractionDemo, pickerInteractionSource);
export const FieldInteraction: Story = demoStory(FieldInteractionDemo, fieldInteractionSource);
export const ViewInteraction: Story = demoStory(ViewInteractionDemo, viewInteractionSource);
export const ComponentFamilies: Story = demoStory(ComponentFamiliesDemo, componentFamiliesSource);
export const ResponsiveVariants: Story = demoStory(ResponsiveVariantsDemo, responsiveVariantsSource);
export const DesktopModeMediaQuery: Story = demoStory(DesktopModeMediaQueryDemo, desktopModeMediaQuerySource);
export const ReferenceDateFromValidation: Story = demoStory(
  ReferenceDateFromValidationDemo,
  referenceDateFromValidationSource,
);
export const ExplicitReferenceDate: Story = demoStory(ExplicitReferenceDateDemo, explicitReferenceDateSource);
export const TimeReferenceDate: Story = demoStory(TimeReferenceDateDemo, timeReferenceDateSource);
export const CustomSlots: Story = demoStory(CustomSlotsDemo, customSlotsSource);

/** Clicks the section named `section` (Month, Day, Hours…) of a field and types `text` into it. */
async function typeInSection(canvasElement: HTMLElement, label: string, section: string, text: string) {
  await userEvent.click(fieldOf(canvasElement, label).getByRole('spinbutton', { name: section }));
  await userEvent.keyboard(text);
}

ControlledValue.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Payment due Monday, August 12, 2024')).toBeInTheDocument();
  // The parent changes the value: the controlled picker follows.
  await userEvent.click(canvas.getByRole('button', { name: 'Extend by a week' }));
  await expect(canvas.getByText('Payment due Monday, August 19, 2024')).toBeInTheDocument();
  await expect(fieldOf(canvasElement, 'Due date').getByDisplayValue('08/19/2024')).toBeInTheDocument();
  // The reader types a date: onChange updates the parent's state.
  await typeInSection(canvasElement, 'Due date', 'Month', '09022024');
  await waitFor(() => expect(canvas.getByText('Payment due Monday, September 2, 2024')).toBeInTheDocument());
  await leaveFocus(canvasElement);
};

ValueStates.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Value: a valid date: 2024-04-12')).toBeInTheDocument();
  // April 31 does not exist: every section is filled, so the value is an invalid date.
  await typeInSection(canvasElement, 'Passport issue date', 'Day', '31');
  await waitFor(() => expect(canvas.getByText(/^Value: an invalid date/)).toBeInTheDocument());
  await expect(canvas.getByText('Validation error: invalidDate')).toBeInTheDocument();
  // Emptying a section makes the value null.
  await userEvent.keyboard('{Backspace}');
  await waitFor(() => expect(canvas.getByText(/^Value: null/)).toBeInTheDocument());
  await expect(canvas.getByText('Validation error: none')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ValueToPayload.play = async ({ canvasElement }) => {
  const payload = canvasElement.querySelector('pre') as HTMLElement;
  await expect(payload).toHaveTextContent('"deliveryWindowStart": "13:30"');
  await typeInSection(canvasElement, 'Delivery window start', 'Hours', '0945');
  // ArrowUp on the AM/PM section switches PM to AM.
  await typeInSection(canvasElement, 'Delivery window start', 'Meridiem', '{ArrowUp}');
  await waitFor(() => expect(payload).toHaveTextContent('"deliveryWindowStart": "09:45"'));
  await expect(payload).toHaveTextContent('"deliveryDate": "2024-05-23"');
  await leaveFocus(canvasElement);
};

ResponsiveVariants.play = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  const mobile = fieldOf(canvasElement, 'Mobile variant');
  await userEvent.click(mobile.getByRole('button', { name: /Choose date/ }));
  // The mobile variant opens a modal dialog, and only OK commits the new day.
  const dialog = within(await body.findByRole('dialog'));
  await userEvent.click(dialog.getByRole('gridcell', { name: '20' }));
  await expect(body.getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(mobile.getByDisplayValue('02/20/2024')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ReferenceDateFromValidation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Today is after the window, so the calendar opens on its last day's month.
  await expect(canvas.getByText('June 2024')).toBeInTheDocument();
  await expect(canvas.getByRole('gridcell', { name: '14' })).toBeEnabled();
  await expect(canvas.getByRole('gridcell', { name: '17' })).toBeDisabled();
};

ExplicitReferenceDate.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(fieldOf(canvasElement, 'Project kick-off').getByRole('button', { name: /Choose date/ }));
  const popup = within(await body.findByRole('dialog'));
  // The calendar opens on the month of `referenceDate`.
  await expect(popup.getByText('September 2024')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('gridcell', { name: '18' }));
  // The time the reader has not chosen yet comes from `referenceDate` too.
  await expect(canvas.getByText('Kick-off on Wednesday, September 18, 2024 at 9:00 AM')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await leaveFocus(canvasElement);
};

TimeReferenceDate.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await expect(canvas.getByText('Value: null')).toBeInTheDocument();
  await userEvent.click(fieldOf(canvasElement, 'Shift start').getByRole('button', { name: /Choose time/ }));
  const popup = within(await body.findByRole('dialog'));
  await userEvent.click(popup.getByRole('option', { name: '6 hours' }));
  await userEvent.click(popup.getByRole('option', { name: '30 minutes' }));
  await userEvent.click(popup.getByRole('option', { name: 'AM' }));
  // The views only choose the time; the date comes from `referenceDate`.
  await expect(canvas.getByText('Value: Monday, November 4, 2024, 6:30 AM')).toBeInTheDocument();
  await userEvent.click(popup.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  await leaveFocus(canvasElement);
};
