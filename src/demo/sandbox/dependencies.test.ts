import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE_ADAPTER_LIBRARIES, UnknownDateAdapterError, demoDependencies, importedSpecifiers, packageOf } from './dependencies';
import { installedPackages } from './installedPackages';

const installed = installedPackages(path.resolve(__dirname, '../../..'));
const version = (name: string) => `^${installed.version(name)}`;

describe('importedSpecifiers', () => {
  it('finds every run-time import form, with either quote, once each', () => {
    const source = `
      import * as React from 'react';
      import Box from "@mui/material/Box";
      import { DataGrid, type GridColDef } from '@mui/x-data-grid';
      import Default, { named } from 'default-and-named';
      import '@fontsource/roboto/400.css';
      import "./demo.module.css";
      import {
        LineChart,
      } from '@mui/x-charts/LineChart';
      export { something } from 'reexported';
      export * from "star-reexported";
      import again from 'react';
      const lazy = () => import('dynamic-package');
      const text = "import fake from 'not-an-import'";
      // import commented from 'commented-out';
    `;
    expect(importedSpecifiers(source)).toEqual([
      'react',
      '@mui/material/Box',
      '@mui/x-data-grid',
      'default-and-named',
      '@fontsource/roboto/400.css',
      './demo.module.css',
      '@mui/x-charts/LineChart',
      'reexported',
      'star-reexported',
      'dynamic-package',
    ]);
  });

  it('leaves type-only imports and exports out', () => {
    const source = `
      import type { Dayjs } from 'dayjs';
      import { type GridRowId, type GridColDef } from '@mui/x-data-grid-pro';
      export type { Props } from 'types-only';
      export { type A } from 'types-only-too';
      import {} from 'empty-braces-still-loads';
    `;
    expect(importedSpecifiers(source)).toEqual(['empty-braces-still-loads']);
  });
});

describe('packageOf', () => {
  it('keeps two segments of a scoped name and one of a plain name; deep imports map to their package', () => {
    expect(packageOf('@mui/x-date-pickers/AdapterDayjs')).toBe('@mui/x-date-pickers');
    expect(packageOf('@mui/material')).toBe('@mui/material');
    expect(packageOf('dayjs/plugin/utc')).toBe('dayjs');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('./data')).toBeNull();
    expect(packageOf('../shared/data')).toBeNull();
    expect(packageOf('/abs')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('@scope')).toBeNull();
  });
});

describe('demoDependencies', () => {
  it('gives a grid demo its package, its peers and installed versions, never "latest"', () => {
    const { dependencies, devDependencies } = demoDependencies(['react', '@mui/x-data-grid', '@mui/material/Box'], installed, { typescript: false });
    expect(dependencies).toEqual({
      react: version('react'),
      'react-dom': version('react-dom'),
      '@mui/x-data-grid': version('@mui/x-data-grid'),
      '@mui/material': version('@mui/material'),
      '@emotion/react': version('@emotion/react'),
      '@emotion/styled': version('@emotion/styled'),
    });
    expect(dependencies['@mui/x-data-grid']).toBe('^8.9.1');
    expect(devDependencies).toEqual({});
  });

  it('adds the type packages a TypeScript project needs, and typescript', () => {
    const { devDependencies } = demoDependencies(['react', '@mui/x-date-pickers/AdapterLuxon'], installed, { typescript: true });
    expect(devDependencies).toEqual({
      '@types/react': version('@types/react'),
      '@types/react-dom': version('@types/react-dom'),
      '@types/luxon': version('@types/luxon'),
      typescript: version('typescript'),
    });
  });

  it.each(Object.entries(DATE_ADAPTER_LIBRARIES))('maps %s to its date library', (adapter, library) => {
    for (const pickers of ['@mui/x-date-pickers', '@mui/x-date-pickers-pro']) {
      const { dependencies } = demoDependencies([`${pickers}/${adapter}`], installed, { typescript: false });
      expect(dependencies[library.name]).toBe(library.version);
      expect(dependencies[pickers]).toBe(version(pickers));
    }
  });

  it('refuses an adapter it does not know, naming the import', () => {
    const run = () => demoDependencies(['@mui/x-date-pickers/AdapterTemporal'], installed, { typescript: false });
    expect(run).toThrow(UnknownDateAdapterError);
    expect(run).toThrow("Cannot determine the npm package for the date adapter imported from '@mui/x-date-pickers/AdapterTemporal'");
  });

  it('refuses a package that is not installed instead of guessing a version', () => {
    expect(() => demoDependencies(['left-pad-2000'], installed, { typescript: false })).toThrow("'left-pad-2000' is imported but not installed");
  });
});

describe('DATE_ADAPTER_LIBRARIES', () => {
  it('gives the current adapters the date library versions this repository installs', () => {
    for (const [adapter, library] of Object.entries(DATE_ADAPTER_LIBRARIES)) {
      const installedVersion = installed.version(library.name);
      if (installedVersion && !adapter.endsWith('V2')) expect(library.version, adapter).toBe(`^${installedVersion}`);
    }
  });

  it('knows every adapter the installed pickers ship', async () => {
    const fs = await import('node:fs');
    const shipped = fs
      .readdirSync(path.resolve(__dirname, '../../../node_modules/@mui/x-date-pickers'))
      .filter((entry) => /^Adapter(?!DateFnsBase$)[A-Za-z0-9]+$/.test(entry));
    expect(shipped.length).toBeGreaterThan(5);
    expect(shipped.filter((adapter) => !DATE_ADAPTER_LIBRARIES[adapter])).toEqual([]);
  });
});
