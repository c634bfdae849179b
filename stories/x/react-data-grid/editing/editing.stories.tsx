import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import BasicCellEditingDemo from './BasicCellEditing.tsx';
import basicCellEditingSource from './BasicCellEditing.tsx?demo';
import RowEditingDemo from './RowEditing.tsx';
import rowEditingSource from './RowEditing.tsx?demo';
import IsCellEditableDemo from './IsCellEditable.tsx';
import isCellEditableSource from './IsCellEditable.tsx?demo';
import ControlledCellModesDemo from './ControlledCellModes.tsx';
import controlledCellModesSource from './ControlledCellModes.tsx?demo';
import ValueParserSetterDemo from './ValueParserSetter.tsx';
import valueParserSetterSource from './ValueParserSetter.tsx?demo';
import ValidationDemo from './Validation.tsx';
import validationSource from './Validation.tsx?demo';
import AsyncValidationDemo from './AsyncValidation.tsx';
import asyncValidationSource from './AsyncValidation.tsx?demo';
import FullFeaturedCrudDemo from './FullFeaturedCrud.tsx';
import fullFeaturedCrudSource from './FullFeaturedCrud.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const BasicCellEditing: Story = demoStory(BasicCellEditingDemo, basicCellEditingSource);
export const RowEditing: Story = demoStory(RowEditingDemo, rowEditingSource);
export const IsCellEditable: Story = demoStory(IsCellEditableDemo, isCellEditableSource);
export const ControlledCellModes: Story = demoStory(ControlledCellModesDemo, controlledCellModesSource);
export const ValueParserSetter: Story = demoStory(ValueParserSetterDemo, valueParserSetterSource);
export const Validation: Story = demoStory(ValidationDemo, validationSource);
export const AsyncValidation: Story = demoStory(AsyncValidationDemo, asyncValidationSource);
export const FullFeaturedCrud: Story = demoStory(FullFeaturedCrudDemo, fullFeaturedCrudSource);

/** Scripted clicks count as keyboard focus for the browser: end a play without a focus ring. */
function blurFocused(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
}

function gridCell(canvasElement: HTMLElement, rowId: number | string, field: string) {
  const cell = canvasElement.querySelector<HTMLElement>(`.MuiDataGrid-row[data-id="${rowId}"] [data-field="${field}"]`);
  if (!cell) throw new Error(`No cell for row ${rowId}, field "${field}"`);
  return cell;
}

BasicCellEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.dblClick(canvas.getByText('Priya Raman'));
  const input = await within(gridCell(canvasElement, 1, 'name')).findByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, 'Priya Shah{Enter}');
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 1, 'name')).toHaveTextContent('Priya Shah');
  blurFocused(canvasElement);
};

RowEditing.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.dblClick(canvas.getByText('Milk frother'));
  // The whole row switches to edit mode: every editable cell of it gets an editor.
  const input = await within(gridCell(canvasElement, 'SKU-1004', 'name')).findByRole('textbox');
  await waitFor(() => expect(input).toHaveFocus());
  await expect(within(gridCell(canvasElement, 'SKU-1004', 'stock')).getByRole('spinbutton')).toBeInTheDocument();
  await userEvent.clear(input);
  await userEvent.type(input, 'Handheld milk frother{Enter}');
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 'SKU-1004', 'name')).toHaveTextContent('Handheld milk frother');
  blurFocused(canvasElement);
};

IsCellEditable.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // A paid invoice stays read-only.
  await userEvent.dblClick(canvas.getByText('Harbor Logistics'));
  await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  // A draft can be edited.
  await userEvent.dblClick(canvas.getByText('Blue Fern Dental'));
  const input = await within(gridCell(canvasElement, 'INV-2403', 'customer')).findByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, 'Blue Fern Dental Care{Enter}');
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 'INV-2403', 'customer')).toHaveTextContent('Blue Fern Dental Care');
  blurFocused(canvasElement);
};

ControlledCellModes.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText('Nairobi'));
  await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
  const input = await within(gridCell(canvasElement, 2, 'city')).findByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, 'Mombasa');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 2, 'city')).toHaveTextContent('Mombasa');
  // Once the cell is back in view mode, the grid removes it from the model.
  await waitFor(() => expect(canvas.getByText('cellModesModel: {}')).toBeInTheDocument());
  blurFocused(canvasElement);
};

ValueParserSetter.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.dblClick(canvas.getByText('Hana Sato'));
  const name = await within(gridCell(canvasElement, 3, 'fullName')).findByRole('textbox');
  await userEvent.clear(name);
  await userEvent.type(name, 'Hana Takahashi{Enter}');
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 3, 'lastName')).toHaveTextContent('Takahashi');

  await userEvent.dblClick(gridCell(canvasElement, 3, 'countryCode'));
  const country = await within(gridCell(canvasElement, 3, 'countryCode')).findByRole('textbox');
  await userEvent.clear(country);
  await userEvent.type(country, 'kr{Enter}');
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 3, 'countryCode')).toHaveTextContent('KR');
  blurFocused(canvasElement);
};

Validation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.dblClick(gridCell(canvasElement, 2, 'quantity'));
  const input = await within(gridCell(canvasElement, 2, 'quantity')).findByRole('spinbutton');
  await userEvent.clear(input);
  await userEvent.type(input, '250');
  await expect(await body.findByRole('tooltip')).toHaveTextContent('Enter a whole number from 1 to 100');
  // Enter does not save an invalid value: the cell stays in edit mode.
  await userEvent.keyboard('{Enter}');
  await expect(within(gridCell(canvasElement, 2, 'quantity')).getByRole('spinbutton')).toBeInTheDocument();
  await userEvent.clear(input);
  await userEvent.type(input, '25');
  await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 2, 'quantity')).toHaveTextContent('25');
  blurFocused(canvasElement);
};

AsyncValidation.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.dblClick(canvas.getByText('abrown'));
  const input = await within(gridCell(canvasElement, 4, 'username')).findByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, 'support');
  // The fake server answers after 300 ms.
  await expect(await body.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('"support" is already taken');
  await userEvent.clear(input);
  await userEvent.type(input, 'aishab');
  await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 3000 });
  // Enter is ignored while a check is still pending: press it until the cell saves.
  await waitFor(
    async () => {
      if (within(gridCell(canvasElement, 4, 'username')).queryByRole('textbox')) {
        await userEvent.keyboard('{Enter}');
      }
      await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    },
    { timeout: 3000, interval: 200 },
  );
  await expect(gridCell(canvasElement, 4, 'username')).toHaveTextContent('aishab');
  blurFocused(canvasElement);
};

FullFeaturedCrud.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Actions cells are menus: their items are `menuitem`s named by their `label`.
  const row = () => canvasElement.querySelector<HTMLElement>('.MuiDataGrid-row[data-id="4"]')!;
  await userEvent.click(within(row()).getByRole('menuitem', { name: 'Edit' }));
  const input = await within(gridCell(canvasElement, 4, 'name')).findByRole('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, 'Rahul Verma-Singh');
  await userEvent.click(within(row()).getByRole('menuitem', { name: 'Save' }));
  await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
  await expect(gridCell(canvasElement, 4, 'name')).toHaveTextContent('Rahul Verma-Singh');

  await userEvent.click(within(row()).getByRole('menuitem', { name: 'Delete' }));
  await waitFor(() => expect(canvas.queryByText('Rahul Verma-Singh')).not.toBeInTheDocument());
  blurFocused(canvasElement);
};
