import { describe, expect, it } from 'vitest';
import { extractPageMeta } from '../content/extractPageMeta';
import type { ApiComponent } from './components';
import { apiPageFiles, renderApiPageMdx } from './renderApiPage';
import type { ComponentApi } from './types';

const component: ApiComponent = { name: 'RichTreeView', packageName: '@mui/x-tree-view', product: 'tree-view', slug: 'rich-tree-view' };
const api: ComponentApi = {
  name: 'RichTreeView',
  packageName: '@mui/x-tree-view',
  packageVersion: '8.9.0',
  importPaths: ['@mui/x-tree-view/RichTreeView', '@mui/x-tree-view'],
  refElement: 'HTMLUListElement',
  acceptsNativeProps: true,
  props: [
    { name: 'items', type: 'readonly R[]', required: true, default: null, description: 'The items.', deprecated: false, deprecationReason: null },
  ],
  slots: [{ name: 'root', default: 'RichTreeViewRoot', description: 'Element rendered at the root.', deprecated: false }],
};

describe('renderApiPageMdx', () => {
  const mdx = renderApiPageMdx(component, api);

  it('gives the shell a title, a lead and the sections of the table of contents', () => {
    const meta = extractPageMeta(mdx, 'rich-tree-view.mdx');
    expect(meta.title).toBe('RichTreeView API');
    expect(meta.lead).toBe("Props and slots of the React RichTreeView component from @mui/x-tree-view 8.9.0, generated from the package's type definitions.");
    expect(meta.headings.map((heading) => heading.id)).toEqual(['demos', 'import', 'props', 'slots']);
  });

  it('names its Storybook entry after its folder and reads the JSON beside it', () => {
    expect(mdx).toContain('<Meta title="x/api/tree-view/rich-tree-view" />');
    expect(mdx).toContain(`import api from './${apiPageFiles(component).json}';`);
    expect(mdx).toContain("import { ApiPropsTable, ApiSlotsTable, Lead } from '../../../../../src/page';");
    expect(mdx).toContain('<ApiPropsTable componentName="RichTreeView" props={api.props} />');
    expect(mdx).toContain('<ApiSlotsTable componentName="RichTreeView" slots={api.slots} />');
  });

  it('shows both import paths, links the product docs and explains what the table leaves out', () => {
    expect(mdx).toContain("import { RichTreeView } from '@mui/x-tree-view/RichTreeView';\n// or\nimport { RichTreeView } from '@mui/x-tree-view';");
    expect(mdx).toContain('[Tree View](/x/react-tree-view/)');
    expect(mdx).toContain('The `ref` is forwarded to the root element (`HTMLUListElement`).');
    expect(mdx).toContain('passed on to the root element');
  });

  it('has no slots section for a component without slots', () => {
    const withoutSlots = renderApiPageMdx(component, { ...api, slots: [], acceptsNativeProps: false, refElement: null });
    expect(extractPageMeta(withoutSlots).headings.map((heading) => heading.id)).toEqual(['demos', 'import', 'props']);
    expect(withoutSlots).not.toContain('ApiSlotsTable');
    expect(withoutSlots).not.toContain('forwarded');
    expect(extractPageMeta(withoutSlots).lead).toMatch(/^Props of the React RichTreeView component/);
  });

  it('is a pure function of its input', () => {
    expect(renderApiPageMdx(component, api)).toBe(mdx);
  });
});
