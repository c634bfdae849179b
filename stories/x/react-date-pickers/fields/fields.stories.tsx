import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { leaveFocus } from '../../../../src/demo/play';
import SingleValueFieldsDemo from './SingleValueFields.tsx';
import singleValueFieldsSource from './SingleValueFields.tsx?demo';
import RangeFieldsDemo from './RangeFields.tsx';
import rangeFieldsSource from './RangeFields.tsx?demo';
import SectionEditingDemo from './SectionEditing.tsx';
import sectionEditingSource from './SectionEditing.tsx?demo';
import FieldFormatsDemo from './FieldFormats.tsx';
import fieldFormatsSource from './FieldFormats.tsx?demo';
import FormatDensityDemo from './FormatDensity.tsx';
import formatDensitySource from './FormatDensity.tsx?demo';
import LeadingZerosDemo from './LeadingZeros.tsx';
import leadingZerosSource from './LeadingZeros.tsx?demo';
import ControlledSelectedSectionsDemo from './ControlledSelectedSections.tsx';
import controlledSelectedSectionsSource from './ControlledSelectedSections.tsx?demo';
import ClearableFieldDemo from './ClearableField.tsx';
import clearableFieldSource from './ClearableField.tsx?demo';
import CustomClearButtonDemo from './CustomClearButton.tsx';
import customClearButtonSource from './CustomClearButton.tsx?demo';
import AccessibleDomStructureDemo from './AccessibleDomStructure.tsx';
import accessibleDomStructureSource from './AccessibleDomStructure.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const SingleValueFields: Story = demoStory(SingleValueFieldsDemo, singleValueFieldsSource);
export const RangeFields: Story = demoStory(RangeFieldsDemo, rangeFieldsSource);
export const SectionEditing: Story = demoStory(SectionEditingDemo, sectionEditingSource);
export const FieldFormats: Story = demoStory(FieldFormatsDemo, fieldFormatsSource);
export const FormatDensity: Story = demoStory(FormatDensityDemo, formatDensitySource);
export const LeadingZeros: Story = demoStory(LeadingZerosDemo, leadingZerosSource);
export const ControlledSelectedSections: Story = demoStory(
  ControlledSelectedSectionsDemo,
  controlledSelectedSectionsSource,
);
export const ClearableField: Story = demoStory(ClearableFieldDemo, clearableFieldSource);
export const CustomClearButton: Story = demoStory(CustomClearButtonDemo, customClearButtonSource);
export const AccessibleDomStructure: Story = demoStory(AccessibleDomStructureDemo, accessibleDomStructureSource);

/** Removes the invisible characters fields add around sections (right-to-left isolation, single digits). */
const cleanText = (text: string) => text.replace(/[\u200e\u2066-\u2069]/g, '');

/** The field labelled `label`. */
function fieldGroup(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByRole('group', { name: label });
}

/** The value of the field labelled `label`, as text: the hidden input beside the sections holds it. */
function fieldValue(canvasElement: HTMLElement, label: string) {
  return cleanText(fieldGroup(canvasElement, label).querySelector('input')?.value ?? '');
}

function sections(canvasElement: HTMLElement, label: string) {
  return within(fieldGroup(canvasElement, label)).getAllByRole('spinbutton');
}

/** The section named `section` (Month, Day, Hours…) of the field labelled `label`. */
function section(canvasElement: HTMLElement, label: string, name: string) {
  return within(fieldGroup(canvasElement, label)).getByRole('spinbutton', { name });
}

/** The space-separated parts of a text, sorted: right-to-left pages show these parts of a format in reverse order. */
const parts = (text: string) => text.split(/\s+/).filter(Boolean).sort();

SectionEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Released on a Friday')).toBeInTheDocument();
  // A word section is typed by its first letters: "Au" can only be August.
  await userEvent.click(section(canvasElement, 'Album release', 'Month'));
  await userEvent.keyboard('Au');
  await waitFor(() => expect(parts(fieldValue(canvasElement, 'Album release'))).toEqual(parts('August 17, 2024')));
  await expect(canvas.getByText('Released on a Saturday')).toBeInTheDocument();
  // The arrow keys step one section and leave the others alone.
  await userEvent.click(section(canvasElement, 'Album release', 'Day'));
  await userEvent.keyboard('{ArrowUp}');
  await waitFor(() => expect(parts(fieldValue(canvasElement, 'Album release'))).toEqual(parts('August 18, 2024')));
  await expect(canvas.getByText('Released on a Sunday')).toBeInTheDocument();
  await leaveFocus(canvasElement);
};

FieldFormats.play = async ({ canvasElement }) => {
  await expect(parts(fieldValue(canvasElement, 'Dots, day first'))).toEqual(parts('09.08.2024'));
  await expect(parts(fieldValue(canvasElement, 'ISO 8601'))).toEqual(parts('2024-08-09'));
  await expect(parts(fieldValue(canvasElement, 'Month and year only'))).toEqual(parts('August 2024'));
  await expect(parts(fieldValue(canvasElement, 'With the weekday'))).toEqual(parts('Fri, Aug 09, 2024'));
  await expect(parts(fieldValue(canvasElement, '24-hour clock'))).toEqual(parts('06:05'));
  await expect(parts(fieldValue(canvasElement, 'With seconds'))).toEqual(parts('06:05:00 AM'));
};

FormatDensity.play = async ({ canvasElement }) => {
  await expect(parts(fieldValue(canvasElement, 'Dense (default)'))).toEqual(parts('10/31/2024'));
  await expect(parts(fieldValue(canvasElement, 'Spacious'))).toEqual(parts('10 / 31 / 2024'));
};

LeadingZeros.play = async ({ canvasElement }) => {
  await expect(parts(fieldValue(canvasElement, 'Date, zeros added (default)'))).toEqual(parts('03/05/2024'));
  await expect(parts(fieldValue(canvasElement, 'Date, format respected'))).toEqual(parts('3/5/2024'));
  await expect(parts(fieldValue(canvasElement, 'Time, zeros added (default)'))).toEqual(parts('08:15 AM'));
  await expect(parts(fieldValue(canvasElement, 'Time, format respected'))).toEqual(parts('8:15 AM'));
};

ControlledSelectedSections.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('selectedSections: null')).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Edit the hours' }));
  await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Hours'));
  // Typing goes to the selected section, then the field selects the next one by index.
  await userEvent.keyboard('09');
  await waitFor(() => expect(parts(fieldValue(canvasElement, 'Bus departure'))).toEqual(parts('07/19/2024 09:50 AM')));
  await expect(document.activeElement).toHaveAccessibleName('Minutes');
  await expect(canvas.getByText(/^selectedSections: \d$/)).toBeInTheDocument();
  // Leaving the field selects nothing.
  await leaveFocus(canvasElement);
  await waitFor(() => expect(canvas.getByText('selectedSections: null')).toBeInTheDocument());
};

ClearableField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Ends on December 31, 2024')).toBeInTheDocument();
  await userEvent.click(within(fieldGroup(canvasElement, 'Contract end')).getByRole('button', { name: 'Clear' }));
  await expect(canvas.getByText('Open-ended contract · cleared 1 time')).toBeInTheDocument();
  await expect(parts(fieldValue(canvasElement, 'Contract end'))).toEqual(parts(''));
  await leaveFocus(canvasElement);
};

AccessibleDomStructure.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Default structure: a group of spin buttons, one per section.
  await expect(sections(canvasElement, 'Sections (default)')).toHaveLength(3);
  // Opt-out: one text box whose value contains the whole date.
  const input = canvas.getByRole('textbox', { name: 'Single input' }) as HTMLInputElement;
  await expect(cleanText(input.value)).toBe('02/29/2024');
};
