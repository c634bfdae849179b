import type { NavPage } from './types.ts';
import { apiCatalog, apiReferenceNav } from '../apiDocs/catalog.ts';
import type { ApiCatalog } from '../apiDocs/types.ts';
import { LLMS_TXT_ROUTE } from '../routing/llmsTxt.ts';

/**
 * The production navigation tree, in the order of the product spec's groups.
 * Leaf pathnames are routes (a folder under `stories/`); pathnames ending in `-group`, and
 * subheaders, only group their children. Each product ends with its "API reference" entries,
 * generated from the API catalogue (src/apiDocs/apiCatalog.json).
 */
export function buildNav(catalog: ApiCatalog = apiCatalog): NavPage[] {
  return [
    {
      pathname: '/x/introduction-group',
      title: 'Introduction',
      children: [
        { pathname: '/x/introduction/', title: 'Overview' },
        { pathname: '/x/introduction/installation/', title: 'Installation' },
        { pathname: '/x/introduction/licensing/', title: 'Licensing' },
        { pathname: '/x/introduction/support/', title: 'Support' },
        { pathname: LLMS_TXT_ROUTE, title: 'llms.txt', newFeature: true, file: true },
        { pathname: '/x/introduction/mcp/', title: 'AI support via MCP', newFeature: true },
        { pathname: '/x/introduction/priority-support/', title: 'Priority support', plan: 'premium', newFeature: true },
        { pathname: '/x/guides/telemetry/', title: 'MUI X Telemetry guide', plan: 'pro' },
        { pathname: '/x/introduction/roadmap/', title: 'Roadmap' },
      ],
    },
    {
      pathname: '/x/common-concepts-group',
      title: 'Common concepts',
      children: [
        {
          pathname: '/x/common-concepts/custom-components/',
          title: 'Slots and subcomponents',
        },
      ],
    },
    {
      pathname: '/x/react-data-grid-group',
      title: 'Data Grid',
      children: [
        { pathname: '/x/react-data-grid/', title: 'Overview' },
        { pathname: '/x/react-data-grid/quickstart/', title: 'Quickstart' },
        { pathname: '/x/react-data-grid/features/', title: 'Feature showcase' },
        {
          pathname: '/x/react-data-grid/demos',
          title: 'Demos',
          children: [
            { pathname: '/x/react-data-grid/demos/real-time-data/', title: 'Real-time data' },
            { pathname: '/x/react-data-grid/demos/time-off-calendar/', title: 'Time off calendar' },
            { pathname: '/x/react-data-grid/demos/inventory/', title: 'Inventory' },
          ],
        },
        {
          pathname: '/x/react-data-grid/main-features',
          title: 'Main features',
          subheader: true,
          children: [
            { pathname: '/x/react-data-grid/layout/', title: 'Layout' },
            {
              pathname: '/x/react-data-grid/columns',
              title: 'Columns',
              children: [
                { pathname: '/x/react-data-grid/column-definition/', title: 'Column definition' },
                { pathname: '/x/react-data-grid/column-dimensions/', title: 'Column dimensions' },
                { pathname: '/x/react-data-grid/column-visibility/', title: 'Column visibility' },
                { pathname: '/x/react-data-grid/custom-columns/', title: 'Custom columns' },
                { pathname: '/x/react-data-grid/column-header/', title: 'Column header' },
                { pathname: '/x/react-data-grid/column-menu/', title: 'Column menu' },
                { pathname: '/x/react-data-grid/column-spanning/', title: 'Column spanning' },
                { pathname: '/x/react-data-grid/column-groups/', title: 'Column groups' },
                { pathname: '/x/react-data-grid/column-ordering/', title: 'Column reordering', plan: 'pro' },
                { pathname: '/x/react-data-grid/column-pinning/', title: 'Column pinning', plan: 'pro' },
                { pathname: '/x/react-data-grid/column-recipes/', title: 'Recipes' },
              ],
            },
            {
              pathname: '/x/react-data-grid/rows',
              title: 'Rows',
              children: [
                { pathname: '/x/react-data-grid/row-definition/', title: 'Row definition' },
                { pathname: '/x/react-data-grid/row-updates/', title: 'Row updates' },
                { pathname: '/x/react-data-grid/row-height/', title: 'Row height' },
                { pathname: '/x/react-data-grid/row-spanning/', title: 'Row spanning', newFeature: true },
                { pathname: '/x/react-data-grid/master-detail/', title: 'Master-detail row panels', plan: 'pro' },
                { pathname: '/x/react-data-grid/row-ordering/', title: 'Row reordering', plan: 'pro' },
                { pathname: '/x/react-data-grid/row-pinning/', title: 'Row pinning', plan: 'pro' },
                { pathname: '/x/react-data-grid/row-recipes/', title: 'Recipes' },
              ],
            },
            { pathname: '/x/react-data-grid/cells/', title: 'Cells' },
            {
              pathname: '/x/react-data-grid/editing-group',
              title: 'Editing',
              children: [
                { pathname: '/x/react-data-grid/editing/', title: 'Overview' },
                { pathname: '/x/react-data-grid/editing/persistence/', title: 'Persistence' },
                { pathname: '/x/react-data-grid/editing/custom-edit-component/', title: 'Custom edit component' },
                { pathname: '/x/react-data-grid/editing/editing-events/', title: 'Editing events' },
                { pathname: '/x/react-data-grid/recipes-editing/', title: 'Recipes' },
              ],
            },
            { pathname: '/x/react-data-grid/sorting/', title: 'Sorting' },
            {
              pathname: '/x/react-data-grid/filtering-group',
              title: 'Filtering',
              children: [
                { pathname: '/x/react-data-grid/filtering/', title: 'Overview' },
                { pathname: '/x/react-data-grid/filtering/customization/', title: 'Filter customization' },
                { pathname: '/x/react-data-grid/filtering/quick-filter/', title: 'Quick filter' },
                { pathname: '/x/react-data-grid/filtering/server-side/', title: 'Server-side filtering' },
                { pathname: '/x/react-data-grid/filtering/multi-filters/', title: 'Multi-filters', plan: 'pro' },
                { pathname: '/x/react-data-grid/filtering/header-filters/', title: 'Header filters', plan: 'pro' },
                { pathname: '/x/react-data-grid/filtering-recipes/', title: 'Recipes' },
              ],
            },
            { pathname: '/x/react-data-grid/pagination/', title: 'Pagination' },
            {
              pathname: '/x/react-data-grid/selection',
              title: 'Selection',
              children: [
                { pathname: '/x/react-data-grid/row-selection/', title: 'Row selection' },
                { pathname: '/x/react-data-grid/cell-selection/', title: 'Cell selection', plan: 'premium' },
              ],
            },
            { pathname: '/x/react-data-grid/virtualization/', title: 'Virtualization' },
            { pathname: '/x/react-data-grid/accessibility/', title: 'Accessibility' },
            { pathname: '/x/react-data-grid/localization/', title: 'Localization' },
          ],
        },
        {
          pathname: '/x/react-data-grid/advanced-features',
          title: 'Advanced features',
          subheader: true,
          children: [
            { pathname: '/x/react-data-grid/tree-data/', title: 'Tree data', plan: 'pro' },
            {
              pathname: '/x/react-data-grid/row-grouping-group',
              title: 'Row grouping',
              children: [
                { pathname: '/x/react-data-grid/row-grouping/', title: 'Overview', plan: 'premium' },
                { pathname: '/x/react-data-grid/recipes-row-grouping/', title: 'Recipes', plan: 'premium' },
              ],
            },
            { pathname: '/x/react-data-grid/aggregation/', title: 'Aggregation', plan: 'premium' },
            {
              pathname: '/x/react-data-grid/pivoting-group',
              title: 'Pivoting',
              children: [
                { pathname: '/x/react-data-grid/pivoting/', title: 'Overview', plan: 'premium' },
                { pathname: '/x/react-data-grid/pivoting-explained/', title: 'Understanding pivoting', plan: 'premium' },
              ],
            },
            { pathname: '/x/react-data-grid/export/', title: 'Export' },
            { pathname: '/x/react-data-grid/clipboard/', title: 'Copy and paste' },
            { pathname: '/x/react-data-grid/undo-redo/', title: 'Undo and redo', plan: 'premium', newFeature: true },
            { pathname: '/x/react-data-grid/scrolling/', title: 'Scrolling' },
            { pathname: '/x/react-data-grid/list-view/', title: 'List view', plan: 'pro' },
            {
              pathname: '/x/react-data-grid/server-side-data-group',
              title: 'Server-side data',
              children: [
                { pathname: '/x/react-data-grid/server-side-data/', title: 'Overview' },
                { pathname: '/x/react-data-grid/server-side-data/tree-data/', title: 'Server-side tree data', plan: 'pro' },
                { pathname: '/x/react-data-grid/server-side-data/lazy-loading/', title: 'Server-side lazy loading', plan: 'pro' },
                { pathname: '/x/react-data-grid/server-side-data/row-grouping/', title: 'Server-side row grouping', plan: 'premium' },
                { pathname: '/x/react-data-grid/server-side-data/aggregation/', title: 'Server-side aggregation', plan: 'premium' },
                { pathname: '/x/react-data-grid/server-side-data/pivoting/', title: 'Server-side pivoting', plan: 'premium' },
                { pathname: '/x/react-data-grid/server-side-data/recipes/', title: 'Server-side data recipes' },
              ],
            },
            { pathname: '/x/react-data-grid/charts-integration/', title: 'Charts integration', plan: 'premium', unstable: true },
            { pathname: '/x/react-data-grid/ai-assistant/', title: 'AI Assistant', plan: 'premium', newFeature: true },
          ],
        },
        {
          pathname: '/x/react-data-grid/components-group',
          title: 'Components',
          subheader: true,
          children: [
            { pathname: '/x/react-data-grid/components/usage/', title: 'Usage' },
            { pathname: '/x/react-data-grid/components/toolbar/', title: 'Toolbar' },
            { pathname: '/x/react-data-grid/components/export/', title: 'Export' },
            { pathname: '/x/react-data-grid/components/quick-filter/', title: 'Quick Filter' },
            { pathname: '/x/react-data-grid/components/columns-panel/', title: 'Columns Panel', planned: true },
            { pathname: '/x/react-data-grid/components/filter-panel/', title: 'Filter Panel', planned: true },
            { pathname: '/x/react-data-grid/components/prompt-field/', title: 'Prompt Field', plan: 'premium' },
            { pathname: '/x/react-data-grid/components/pivot-panel/', title: 'Pivot Panel', plan: 'premium', planned: true },
            { pathname: '/x/react-data-grid/components/charts-panel/', title: 'Charts Panel', plan: 'premium', planned: true },
            {
              pathname: '/x/react-data-grid/components/ai-assistant-panel/',
              title: 'AI Assistant Panel',
              plan: 'premium',
              planned: true,
            },
          ],
        },
        {
          pathname: '/x/react-data-grid/customization',
          title: 'Customization',
          subheader: true,
          children: [
            { pathname: '/x/react-data-grid/style/', title: 'Styling basics' },
            { pathname: '/x/react-data-grid/style-recipes/', title: 'Styling recipes' },
            { pathname: '/x/react-data-grid/overlays/', title: 'Overlays' },
            { pathname: '/x/react-data-grid/components/', title: 'Custom subcomponents' },
          ],
        },
        {
          pathname: '/x/react-data-grid/resources',
          title: 'Resources',
          subheader: true,
          children: [
            { pathname: '/x/react-data-grid/api-object/', title: 'API object' },
            { pathname: '/x/react-data-grid/events/', title: 'Events' },
            { pathname: '/x/react-data-grid/state/', title: 'State' },
            { pathname: '/x/react-data-grid/performance/', title: 'Performance' },
          ],
        },
        apiReferenceNav('data-grid', catalog),
        {
          pathname: '/x/react-data-grid/tutorials',
          title: 'Tutorials',
          subheader: true,
          children: [{ pathname: '/x/react-data-grid/tutorials/server-side-data/', title: 'Server-side data' }],
        },
      ],
    },
    {
      pathname: '/x/react-date-pickers-group',
      title: 'Date and Time Pickers',
      children: [
        { pathname: '/x/react-date-pickers/', title: 'Overview' },
        { pathname: '/x/react-date-pickers/quickstart/', title: 'Quickstart' },
        { pathname: '/x/react-date-pickers/base-concepts/', title: 'Base concepts' },
        {
          pathname: '/x/react-date-pickers/components',
          title: 'Components',
          subheader: true,
          children: [
            {
              pathname: '/x/react-date-pickers/date-components-group',
              title: 'Date components',
              children: [
                { pathname: '/x/react-date-pickers/date-picker/', title: 'Date Picker' },
                { pathname: '/x/react-date-pickers/date-field/', title: 'Date Field' },
                { pathname: '/x/react-date-pickers/date-calendar/', title: 'Date Calendar' },
              ],
            },
            {
              pathname: '/x/react-date-pickers/time-components-group',
              title: 'Time components',
              children: [
                { pathname: '/x/react-date-pickers/time-picker/', title: 'Time Picker' },
                { pathname: '/x/react-date-pickers/time-field/', title: 'Time Field' },
                { pathname: '/x/react-date-pickers/time-clock/', title: 'Time Clock' },
                { pathname: '/x/react-date-pickers/digital-clock/', title: 'Digital Clock' },
              ],
            },
            {
              pathname: '/x/react-date-pickers/date-time-components-group',
              title: 'Date Time components',
              children: [
                { pathname: '/x/react-date-pickers/date-time-picker/', title: 'Date Time Picker' },
                { pathname: '/x/react-date-pickers/date-time-field/', title: 'Date Time Field' },
              ],
            },
            {
              pathname: '/x/react-date-pickers/date-range-components-group',
              title: 'Date Range components',
              plan: 'pro',
              children: [
                { pathname: '/x/react-date-pickers/date-range-picker/', title: 'Date Range Picker', plan: 'pro' },
                { pathname: '/x/react-date-pickers/date-range-field/', title: 'Date Range Field', plan: 'pro' },
                { pathname: '/x/react-date-pickers/date-range-calendar/', title: 'Date Range Calendar', plan: 'pro' },
              ],
            },
            {
              pathname: '/x/react-date-pickers/time-range-components-group',
              title: 'Time Range components',
              plan: 'pro',
              children: [
                { pathname: '/x/react-date-pickers/time-range-picker/', title: 'Time Range Picker', plan: 'pro', newFeature: true },
                { pathname: '/x/react-date-pickers/time-range-field/', title: 'Time Range Field', plan: 'pro' },
              ],
            },
            {
              pathname: '/x/react-date-pickers/date-time-range-components-group',
              title: 'Date Time Range components',
              plan: 'pro',
              children: [
                { pathname: '/x/react-date-pickers/date-time-range-picker/', title: 'Date Time Range Picker', plan: 'pro' },
                { pathname: '/x/react-date-pickers/date-time-range-field/', title: 'Date Time Range Field', plan: 'pro' },
              ],
            },
            { pathname: '/x/react-date-pickers/fields/', title: 'Field components' },
          ],
        },
        {
          pathname: '/x/react-date-pickers/main-features',
          title: 'Main features',
          subheader: true,
          children: [
            { pathname: '/x/react-date-pickers/validation/', title: 'Validation' },
            { pathname: '/x/react-date-pickers/lifecycle/', title: 'Components lifecycle' },
            { pathname: '/x/react-date-pickers/shortcuts/', title: 'Shortcuts' },
            { pathname: '/x/react-date-pickers/accessibility/', title: 'Accessibility' },
          ],
        },
        {
          pathname: '/x/react-date-pickers/localization-group',
          title: 'Localization',
          subheader: true,
          children: [
            { pathname: '/x/react-date-pickers/localization/', title: 'Translated components' },
            { pathname: '/x/react-date-pickers/adapters-locale/', title: 'Date format and localization' },
            { pathname: '/x/react-date-pickers/timezone/', title: 'UTC and timezones' },
            { pathname: '/x/react-date-pickers/calendar-systems/', title: 'Calendar systems' },
          ],
        },
        {
          pathname: '/x/react-date-pickers/customization',
          title: 'Customization',
          subheader: true,
          children: [
            { pathname: '/x/react-date-pickers/custom-components/', title: 'Custom subcomponents' },
            { pathname: '/x/react-date-pickers/custom-layout/', title: 'Custom layout' },
            { pathname: '/x/react-date-pickers/custom-field/', title: 'Custom field' },
            { pathname: '/x/react-date-pickers/custom-opening-button/', title: 'Custom opening button' },
            { pathname: '/x/react-date-pickers/playground/', title: 'Customization playground' },
          ],
        },
        apiReferenceNav('date-pickers', catalog),
      ],
    },
    {
      pathname: '/x/react-charts-group',
      title: 'Charts',
      children: [
        { pathname: '/x/react-charts/', title: 'Overview' },
        { pathname: '/x/react-charts/quickstart/', title: 'Quickstart' },
        { pathname: '/x/react-charts/examples/', title: 'Examples' },
        {
          pathname: '/x/react-charts/components',
          title: 'Components',
          subheader: true,
          children: [
            {
              pathname: '/x/react-charts/bars-group',
              title: 'Bars',
              children: [
                { pathname: '/x/react-charts/bars/', title: 'Bars overview' },
                { pathname: '/x/react-charts/range-bar/', title: 'Range bar', plan: 'premium', newFeature: true },
                { pathname: '/x/react-charts/bar-demo/', title: 'Demos' },
              ],
            },
            {
              pathname: '/x/react-charts/lines-group',
              title: 'Lines',
              children: [
                { pathname: '/x/react-charts/lines/', title: 'Lines overview' },
                { pathname: '/x/react-charts/line-demo/', title: 'Lines demo' },
                { pathname: '/x/react-charts/areas-demo/', title: 'Area demo' },
              ],
            },
            {
              pathname: '/x/react-charts/pie-group',
              title: 'Pie',
              children: [
                { pathname: '/x/react-charts/pie/', title: 'Pie overview' },
                { pathname: '/x/react-charts/pie-demo/', title: 'Demo' },
              ],
            },
            {
              pathname: '/x/react-charts/scatter-group',
              title: 'Scatter',
              children: [
                { pathname: '/x/react-charts/scatter/', title: 'Scatter overview' },
                { pathname: '/x/react-charts/scatter-demo/', title: 'Demo' },
              ],
            },
            { pathname: '/x/react-charts/sparkline/', title: 'Sparkline' },
            { pathname: '/x/react-charts/gauge/', title: 'Gauge' },
            { pathname: '/x/react-charts/radar/', title: 'Radar' },
            { pathname: '/x/react-charts/heatmap/', title: 'Heatmap', plan: 'pro' },
            {
              pathname: '/x/react-charts/funnel-group',
              title: 'Funnel',
              plan: 'pro',
              children: [
                { pathname: '/x/react-charts/funnel/', title: 'Funnel overview', plan: 'pro' },
                { pathname: '/x/react-charts/pyramid/', title: 'Pyramid demo', plan: 'pro' },
              ],
            },
            { pathname: '/x/react-charts/sankey/', title: 'Sankey', plan: 'pro', unstable: true },
            { pathname: '/x/react-charts/#planned-charts', title: 'Future Components', planned: true },
          ],
        },
        {
          pathname: '/x/react-charts/main-features',
          title: 'Main features',
          subheader: true,
          children: [
            { pathname: '/x/react-charts/animation/', title: 'Animation' },
            { pathname: '/x/react-charts/axis/', title: 'Axis' },
            { pathname: '/x/react-charts/brush/', title: 'Brush' },
            { pathname: '/x/react-charts/components/', title: 'Custom components' },
            { pathname: '/x/react-charts/composition/', title: 'Composition' },
            { pathname: '/x/react-charts/data-grid-integration/', title: 'Data Grid integration', plan: 'premium', unstable: true },
            { pathname: '/x/react-charts/export/', title: 'Export', plan: 'pro' },
            { pathname: '/x/react-charts/highlighting/', title: 'Highlighting' },
            { pathname: '/x/react-charts/label/', title: 'Label' },
            { pathname: '/x/react-charts/legend/', title: 'Legend' },
            { pathname: '/x/react-charts/localization/', title: 'Localization' },
            { pathname: '/x/react-charts/stacking/', title: 'Stacking' },
            { pathname: '/x/react-charts/styling/', title: 'Styling' },
            { pathname: '/x/react-charts/toolbar/', title: 'Toolbar' },
            { pathname: '/x/react-charts/tooltip/', title: 'Tooltip' },
            { pathname: '/x/react-charts/zoom-and-pan/', title: 'Zoom and pan', plan: 'pro' },
            { pathname: '/x/react-charts/content-security-policy/', title: 'Content Security Policy' },
          ],
        },
        {
          pathname: '/x/react-charts/resources',
          title: 'Resources',
          subheader: true,
          children: [
            {
              pathname: '/x/react-charts/hooks-group',
              title: 'Hooks',
              children: [
                { pathname: '/x/react-charts/hooks/', title: 'Overview' },
                { pathname: '/x/react-charts/hooks/use-series/', title: 'useSeries' },
                { pathname: '/x/react-charts/hooks/use-legend/', title: 'useLegend' },
                { pathname: '/x/react-charts/hooks/use-drawing-area/', title: 'useDrawingArea' },
                { pathname: '/x/react-charts/hooks/use-scale/', title: 'useScale' },
                { pathname: '/x/react-charts/hooks/use-axes/', title: 'useAxes' },
                { pathname: '/x/react-charts/hooks/use-dataset/', title: 'useDataset' },
              ],
            },
            { pathname: '/x/react-charts/plugins/', title: 'Plugins' },
          ],
        },
        apiReferenceNav('charts', catalog),
      ],
    },
    {
      pathname: '/x/react-tree-view-group',
      title: 'Tree View',
      children: [
        { pathname: '/x/react-tree-view/', title: 'Overview' },
        { pathname: '/x/react-tree-view/quickstart/', title: 'Quickstart' },
        {
          pathname: '/x/react-tree-view/simple-tree-view-group',
          title: 'Simple Tree View',
          children: [
            { pathname: '/x/react-tree-view/simple-tree-view/items/', title: 'Items' },
            { pathname: '/x/react-tree-view/simple-tree-view/selection/', title: 'Selection' },
            { pathname: '/x/react-tree-view/simple-tree-view/expansion/', title: 'Expansion' },
            { pathname: '/x/react-tree-view/simple-tree-view/customization/', title: 'Customization' },
            { pathname: '/x/react-tree-view/simple-tree-view/focus/', title: 'Focus' },
          ],
        },
        {
          pathname: '/x/react-tree-view/rich-tree-view-group',
          title: 'Rich Tree View',
          children: [
            { pathname: '/x/react-tree-view/rich-tree-view/items/', title: 'Items' },
            { pathname: '/x/react-tree-view/rich-tree-view/selection/', title: 'Selection' },
            { pathname: '/x/react-tree-view/rich-tree-view/expansion/', title: 'Expansion' },
            { pathname: '/x/react-tree-view/rich-tree-view/customization/', title: 'Customization' },
            { pathname: '/x/react-tree-view/rich-tree-view/focus/', title: 'Focus' },
            { pathname: '/x/react-tree-view/rich-tree-view/editing/', title: 'Label editing', newFeature: true },
            { pathname: '/x/react-tree-view/rich-tree-view/lazy-loading/', title: 'Lazy loading', plan: 'pro', newFeature: true },
            { pathname: '/x/react-tree-view/rich-tree-view/ordering/', title: 'Ordering', plan: 'pro', newFeature: true },
          ],
        },
        {
          pathname: '/x/react-tree-view/main-features',
          title: 'Main features',
          subheader: true,
          children: [
            { pathname: '/x/react-tree-view/accessibility/', title: 'Accessibility' },
            { pathname: '/x/react-tree-view/tree-item-customization/', title: 'Item customization' },
          ],
        },
        apiReferenceNav('tree-view', catalog),
      ],
    },
    {
      pathname: '/x/migration-group',
      title: 'Migration',
      children: [
        {
          pathname: '/x/migration/migration-v8',
          title: 'Upgrade to v8',
          subheader: true,
          children: [
            { pathname: '/x/migration/migration-data-grid-v7/', title: 'Breaking changes: Data Grid' },
            { pathname: '/x/migration/migration-pickers-v7/', title: 'Breaking changes: Date and Time Pickers' },
            { pathname: '/x/migration/migration-charts-v7/', title: 'Breaking changes: Charts' },
            { pathname: '/x/migration/migration-tree-view-v7/', title: 'Breaking changes: Tree View' },
            { pathname: '/x/migration/usage-with-material-ui-v5-v6/', title: 'Usage with Material UI v5/v6' },
          ],
        },
        {
          pathname: '/x/migration/migration-v7',
          title: 'Upgrade to v7',
          subheader: true,
          children: [
            { pathname: '/x/migration/migration-data-grid-v6/', title: 'Breaking changes: Data Grid' },
            { pathname: '/x/migration/migration-pickers-v6/', title: 'Breaking changes: Date and Time Pickers' },
            { pathname: '/x/migration/migration-charts-v6/', title: 'Breaking changes: Charts' },
            { pathname: '/x/migration/migration-tree-view-v6/', title: 'Breaking changes: Tree View' },
          ],
        },
        {
          pathname: '/x/migration/migration-v6',
          title: 'Upgrade to v6',
          subheader: true,
          children: [
            { pathname: '/x/migration/migration-data-grid-v5/', title: 'Breaking changes: Data Grid' },
            { pathname: '/x/migration/migration-pickers-v5/', title: 'Breaking changes: Date and Time Pickers' },
            { pathname: '/x/migration/migration-tree-view-lab/', title: 'Migration from lab to v6 (Tree View)' },
          ],
        },
        {
          pathname: '/x/migration/migration-earlier',
          title: 'Earlier versions',
          subheader: true,
          children: [
            { pathname: '/x/migration/migration-pickers-lab/', title: 'Migration from lab to v5 (Date and Time Pickers)' },
            { pathname: '/x/migration/migration-data-grid-v4/', title: 'Migration from v4 to v5 (Data Grid)' },
          ],
        },
      ],
    },
  ];
}

/** The navigation of the committed API catalogue. */
export const pages: NavPage[] = buildNav();
