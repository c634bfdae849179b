import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoStory } from '../../../../src/demo/story';
import { pageOf, leaveFocus } from '../../../../src/demo/play';
import LifecycleFieldDemo from './LifecycleField.tsx';
import lifecycleFieldSource from './LifecycleField.tsx?demo';
import LifecycleRangeFieldDemo from './LifecycleRangeField.tsx';
import lifecycleRangeFieldSource from './LifecycleRangeField.tsx?demo';
import LifecyclePickerLogDemo from './LifecyclePickerLog.tsx';
import lifecyclePickerLogSource from './LifecyclePickerLog.tsx?demo';
import ServerInteractionDemo from './ServerInteraction.tsx';
import serverInteractionSource from './ServerInteraction.tsx?demo';

const meta: Meta = {};
export default meta;
type Story = StoryObj;

export const LifecycleField: Story = demoStory(LifecycleFieldDemo, lifecycleFieldSource);
export const LifecycleRangeField: Story = demoStory(LifecycleRangeFieldDemo, lifecycleRangeFieldSource);
export const LifecyclePickerLog: Story = demoStory(LifecyclePickerLogDemo, lifecyclePickerLogSource);
export const ServerInteraction: Story = demoStory(ServerInteractionDemo, serverInteractionSource);

/** The entries of a log list, as text. A modal dialog hides the page from the accessibility tree, hence `hidden`. */
function entries(canvasElement: HTMLElement, name: string) {
  const list = within(canvasElement).getByRole('list', { name, hidden: true });
  return Array.from(list.querySelectorAll('li')).map((item) => item.textContent);
}

LifecycleField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(/onChange: null · calls: 0$/)).toBeInTheDocument();
  await userEvent.click(canvas.getByRole('spinbutton', { name: 'Month' }));
  // Month and day alone do not call onChange: the field is not complete yet.
  await userEvent.keyboard('0417');
  await expect(canvas.getByText(/onChange: null · calls: 0$/)).toBeInTheDocument();
  // Once every section is filled, each keystroke that changes the date calls onChange.
  await userEvent.keyboard('2025');
  await waitFor(() => expect(canvas.getByText(/onChange: 2025-04-17 · calls: \d+$/)).toBeInTheDocument());
  // Clearing a section of a complete field sends null.
  await userEvent.keyboard('{Backspace}');
  await waitFor(() => expect(canvas.getByText(/onChange: null · calls: \d+$/)).toBeInTheDocument());
  await leaveFocus(canvasElement);
};

LifecycleRangeField.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Last value received by onChange: [2025-04-17, null]')).toBeInTheDocument();
  // The fourth section is the month of the end date.
  const sections = within(canvas.getByRole('group', { name: 'Hotel stay' })).getAllByRole('spinbutton');
  await userEvent.click(sections[3]);
  await userEvent.keyboard('0420');
  // The end date is still incomplete: no call yet, the start date stays as it was.
  await expect(canvas.getByText('Last value received by onChange: [2025-04-17, null]')).toBeInTheDocument();
  await userEvent.keyboard('2025');
  await waitFor(() =>
    expect(canvas.getByText('Last value received by onChange: [2025-04-17, 2025-04-20]')).toBeInTheDocument(),
  );
  await leaveFocus(canvasElement);
};

LifecyclePickerLog.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // Desktop: picking a day in the last view commits it and closes the popup.
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  await userEvent.click(popup.getByRole('gridcell', { name: '17' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(entries(canvasElement, 'Callback log')).toEqual([
      'onOpen',
      'onChange 2025-04-17',
      'onAccept 2025-04-17',
      'onClose',
    ]),
  );

  // Mobile: a pick only changes the value; OK accepts it and closes the dialog.
  await userEvent.click(canvas.getByRole('button', { name: 'Mobile' }));
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  const dialog = within(await pageOf(canvasElement).findByRole('dialog'));
  await userEvent.click(dialog.getByRole('gridcell', { name: '18' }));
  await expect(entries(canvasElement, 'Callback log')).toEqual(['onOpen', 'onChange 2025-04-18']);
  await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(entries(canvasElement, 'Callback log')).toEqual([
      'onOpen',
      'onChange 2025-04-18',
      'onAccept 2025-04-18',
      'onClose',
    ]),
  );
  await leaveFocus(canvasElement);
};

ServerInteraction.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
  const popup = within(await pageOf(canvasElement).findByRole('dialog'));
  // Year, then month, then day: three changes, one acceptance.
  await userEvent.click(await popup.findByRole('radio', { name: '2026' }));
  await userEvent.click(await popup.findByRole('radio', { name: 'September' }));
  await userEvent.click(await popup.findByRole('gridcell', { name: '15' }));
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(canvas.getByText('onChange calls: 3 · requests sent from onAccept: 1')).toBeInTheDocument();
  await expect(entries(canvasElement, 'Requests sent')).toEqual(['PATCH /projects/apollo { deadline: "2026-09-15" }']);
  await leaveFocus(canvasElement);
};
