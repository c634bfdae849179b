import * as React from 'react';
import { addons } from 'storybook/manager-api';
import { pages as nav } from '../src/nav/pages';
import { labelsOfSidebarItem, sidebarLabels } from '../src/storybook/sidebar';

// The sidebar shows the nav's plan and status labels beside page names, as the docs nav does.
const labelsById = sidebarLabels(nav);
const badgeStyle: React.CSSProperties = {
  marginInlineStart: 6,
  padding: '1px 5px',
  border: '1px solid currentColor',
  borderRadius: 6,
  fontSize: 10,
  fontWeight: 700,
  lineHeight: 1.3,
  opacity: 0.8,
  whiteSpace: 'nowrap',
};

addons.setConfig({
  sidebar: {
    renderLabel: (item) => {
      const labels = labelsOfSidebarItem(item, labelsById);
      if (labels.length === 0) return item.name;
      return (
        <span>
          {item.name}
          {labels.map((label) => (
            <span key={label} style={badgeStyle}>
              {label}
            </span>
          ))}
        </span>
      );
    },
  },
});
