import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus } from '../../../../src/demo/play';
import TextFieldSlotPropsDemo from './TextFieldSlotProps.tsx';
import textFieldSlotPropsSource from './TextFieldSlotProps.tsx?demo';
import FieldSlotPropsDemo from './FieldSlotProps.tsx';
import fieldSlotPropsSource from './FieldSlotProps.tsx?demo';
import FormatAndFieldPropsDemo from './FormatAndFieldProps.tsx';
import formatAndFieldPropsSource from './FormatAndFieldProps.tsx?demo';
import PickerFormatDensityDemo from './PickerFormatDensity.tsx';
import pickerFormatDensitySource from './PickerFormatDensity.tsx?demo';
import OpenPickerButtonDemo from './OpenPickerButton.tsx';
import openPickerButtonSource from './OpenPickerButton.tsx?demo';
import RangeFieldSeparatorDemo from './RangeFieldSeparator.tsx';
import rangeFieldSeparatorSource from './RangeFieldSeparator.tsx?demo';
import SingleInputRangePickersDemo from './SingleInputRangePickers.tsx';
import singleInputRangePickersSource from './SingleInputRangePickers.tsx?demo';
import MultiInputRangePickerDemo from './MultiInputRangePicker.tsx';
import multiInputRangePickerSource from './MultiInputRangePicker.tsx?demo';
import MultiInputStartEndDemo from './MultiInputStartEnd.tsx';
import multiInputStartEndSource from './MultiInputStartEnd.tsx?demo';
import MultiInputSeparatorDemo from './MultiInputSeparator.tsx';
import multiInputSeparatorSource from './MultiInputSeparator.tsx?demo';
import MultiInputWrapperDemo from './MultiInputWrapper.tsx';
import multiInputWrapperSource from './MultiInputWrapper.tsx?demo';
import PickerDomStructureDemo from './PickerDomStructure.tsx';
import pickerDomStructureSource from './PickerDomStructure.tsx?demo';
import MaterialTextFieldSlotDemo from './MaterialTextFieldSlot.tsx';
import materialTextFieldSlotSource from './MaterialTextFieldSlot.tsx?demo';
import WrappedDateFieldDemo from './WrappedDateField.tsx';
import wrappedDateFieldSource from './WrappedDateField.tsx?demo';
import LocalizedParsedFormatDemo from './LocalizedParsedFormat.tsx';
import localizedParsedFormatSource from './LocalizedParsedFormat.tsx?demo';
import ReadOnlyTextFieldDemo from './ReadOnlyTextField.tsx';
import readOnlyTextFieldSource from './ReadOnlyTextField.tsx?demo';
import ButtonFieldDemo from './ButtonField.tsx';
import buttonFieldSource from './ButtonField.tsx?demo';
import ButtonRangeFieldDemo from './ButtonRangeField.tsx';
import buttonRangeFieldSource from './ButtonRangeField.tsx?demo';
import ChipTimeFieldDemo from './ChipTimeField.tsx';
import chipTimeFieldSource from './ChipTimeField.tsx?demo';
import AutocompleteFieldDemo from './AutocompleteField.tsx';
import autocompleteFieldSource from './AutocompleteField.tsx?demo';
import MaskedFieldDemo from './MaskedField.tsx';
import maskedFieldSource from './MaskedField.tsx?demo';
import BrowserInputFieldDemo from './BrowserInputField.tsx';
import browserInputFieldSource from './BrowserInputField.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const TextFieldSlotProps: Story = demoStory(TextFieldSlotPropsDemo, textFieldSlotPropsSource);
export const FieldSlotProps: Story = demoStory(FieldSlotPropsDemo, fieldSlotPropsSource);
export const FormatAndFieldProps: Story = demoStory(FormatAndFieldPropsDemo, formatAndFieldPropsSource);
export const PickerFormatDensity: Story = demoStory(PickerFormatDensityDemo, pickerFormatDensitySource);
export const OpenPickerButton: Story = demoStory(OpenPickerButtonDemo, openPickerButtonSource);
export const RangeFieldSeparator: Story = demoStory(RangeFieldSeparatorDemo, rangeFieldSeparatorSource);
export const SingleInputRangePickers: Story = demoStory(SingleInputRangePickersDemo, singleInputRangePickersSource);
export const MultiInputRangePicker: Story = demoStory(MultiInputRangePickerDemo, multiInputRangePickerSource);
export const MultiInputStartEnd: Story = demoStory(MultiInputStartEndDemo, multiInputStartEndSource);
export const MultiInputSeparator: Story = demoStory(MultiInputSeparatorDemo, multiInputSeparatorSource);
export const MultiInputWrapper: Story = demoStory(MultiInputWrapperDemo, multiInputWrapperSource);
export const PickerDomStructure: Story = demoStory(PickerDomStructureDemo, pickerDomStructureSource);
export const MaterialTextFieldSlot: Story = demoStory(MaterialTextFieldSlotDemo, materialTextFieldSlotSource);
export const WrappedDateField: Story = demoStory(WrappedDateFieldDemo, wrappedDateFieldSource);
export const LocalizedParsedFormat: Story = demoStory(LocalizedParsedFormatDemo, localizedParsedFormatSource);
export const ReadOnlyTextField: Story = demoStory(ReadOnlyTextFieldDemo, readOnlyTextFieldSource);
export const ButtonField: Story = demoStory(ButtonFieldDemo, buttonFieldSource);
export const ButtonRangeField: Story = demoStory(ButtonRangeFieldDemo, buttonRangeFieldSource);
export const ChipTimeField: Story = demoStory(ChipTimeFieldDemo, chipTimeFieldSource);
export const AutocompleteField: Story = demoStory(AutocompleteFieldDemo, autocompleteFieldSource);
export const MaskedField: Story = demoStory(MaskedFieldDemo, maskedFieldSource);
export const BrowserInputField: Story = demoStory(BrowserInputFieldDemo, browserInputFieldSource);

/** Removes the invisible characters fields add around sections (right-to-left isolation, single digits). */
const cleanText = (text: string) => text.replace(/[\u200e\u2066-\u2069]/g, '');

/** The field group labelled `label`. */
const fieldGroup = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('group', { name: label });

/** The value of the field labelled `label`: the hidden input beside the sections holds it. */
const fieldValue = (canvasElement: HTMLElement, label: string) =>
  cleanText(fieldGroup(canvasElement, label).querySelector('input')?.value ?? '');

async function findPopup(canvasElement: HTMLElement) {
  return within(await pageOf(canvasElement).findByRole('dialog'));
}

async function waitForClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

FieldSlotProps.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(/Ships on Monday, June 2/)).toBeInTheDocument();
  await userEvent.click(within(fieldGroup(canvasElement, 'Shipping date')).getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('No shipping date · cleared 1 time')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

FormatAndFieldProps.play = async ({ canvasElement }) => {
  // The default pads single digits, `shouldRespectLeadingZeros` keeps the format as written.
  await expect(fieldValue(canvasElement, 'Check-in')).toBe('08/07/2025');
  await expect(fieldValue(canvasElement, 'Check-out')).toBe('9/7/2025');
};

PickerDomStructure.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(within(fieldGroup(canvasElement, 'Sections (default)')).getAllByRole('spinbutton')).toHaveLength(3);
  const input = canvas.getByRole('textbox', { name: 'Single input' }) as HTMLInputElement;
  await expect(cleanText(input.value)).toBe('10/31/2025');
};

ReadOnlyTextField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: 'Appointment' }) as HTMLInputElement;
  await expect(input).toHaveAttribute('readonly');
  // A click anywhere on the field opens the picker.
  await userEvent.click(input);
  const popup = await findPopup(canvasElement);
  await userEvent.click(popup.getByRole('gridcell', { name: '20' }));
  await waitForClosed(canvasElement);
  await expect(input.value).toBe('05/20/2025');
  await leaveFocus(canvasElement);
};

ButtonField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Report date: Feb 14, 2025' }));
  const popup = await findPopup(canvasElement);
  await userEvent.click(popup.getByRole('gridcell', { name: '20' }));
  await waitForClosed(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Report date: Feb 20, 2025' })).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ButtonRangeField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Vacation: Apr 7 – Apr 11' }));
  const popup = await findPopup(canvasElement);
  // The first click sets the start date, the second one the end date and closes the popup.
  await userEvent.click(popup.getAllByRole('gridcell', { name: '14' })[0]);
  await userEvent.click(popup.getAllByRole('gridcell', { name: '18' })[0]);
  await waitForClosed(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Vacation: Apr 14 – Apr 18' })).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

ChipTimeField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Wake-up alarm: 06:45 AM' }));
  await findPopup(canvasElement);
  await userEvent.keyboard('{Escape}');
  await waitForClosed(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Wake-up alarm: 06:45 AM' })).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

AutocompleteField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('No delivery date yet')).toBeInTheDocument();
  await userEvent.type(canvas.getByRole('combobox', { name: 'Delivery' }), 'Apr 11');
  const listbox = within(await pageOf(canvasElement).findByRole('listbox'));
  await userEvent.click(listbox.getByRole('option', { name: 'Fri, Apr 11' }));
  await expect(canvas.getByText('Delivery on Friday, April 11')).toBeInTheDocument();
  await expect(canvas.getByRole('combobox', { name: 'Delivery' })).toHaveValue('Fri, Apr 11');
  await leaveFocus(canvasElement);
};

MaskedField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: 'Start date' });
  await userEvent.clear(input);
  await expect(canvas.getByText('No valid start date')).toBeInTheDocument();
  // The mask adds the slashes; the value changes once the date is complete.
  await userEvent.type(input, '0321');
  await expect(input).toHaveValue('03/21');
  await expect(canvas.getByText('No valid start date')).toBeInTheDocument();
  await userEvent.type(input, '2025');
  await expect(input).toHaveValue('03/21/2025');
  await expect(canvas.getByText('Starts on Friday, March 21, 2025')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

BrowserInputField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const input = canvas.getByRole('textbox', { name: 'Stand-up meeting' });
  await userEvent.clear(input);
  await userEvent.type(input, '09:15 AM');
  // The text is parsed when the input loses the focus.
  await leaveFocus(canvasElement);
  await expect(canvas.getByText('Meets at 09:15')).toBeInTheDocument();
  await expect(input).toHaveValue('09:15 AM');
};
