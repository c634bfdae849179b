import { defaultGlobals, globalChoices, type GlobalName } from '../preferences/globals';
import { codeStylingNames } from '../preferences/codePreferences';

const toolbar: Record<GlobalName, { title: string; icon: string; labels: Record<string, string> }> = {
  colorMode: { title: 'Colour mode', icon: 'mirror', labels: { light: 'Light', dark: 'Dark', system: 'System' } },
  direction: { title: 'Direction', icon: 'transfer', labels: { ltr: 'Left to right', rtl: 'Right to left' } },
  density: { title: 'Density', icon: 'component', labels: { standard: 'Standard', dense: 'Dense' } },
  codeVariant: { title: 'Code variant', icon: 'markup', labels: { TS: 'TypeScript', JS: 'JavaScript' } },
  codeStyling: { title: 'Code styling', icon: 'paintbrush', labels: codeStylingNames },
};

/** Storybook `globalTypes` with toolbar menus, generated from the preference choices. */
export const globalTypes = Object.fromEntries(
  (Object.keys(globalChoices) as GlobalName[]).map((name) => [
    name,
    {
      description: toolbar[name].title,
      toolbar: {
        title: toolbar[name].title,
        icon: toolbar[name].icon,
        dynamicTitle: true,
        items: globalChoices[name].map((value) => ({ value, title: toolbar[name].labels[value] })),
      },
    },
  ]),
);

export const initialGlobals = { ...defaultGlobals };
