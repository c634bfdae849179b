import * as React from 'react';

/**
 * A CSF story for a demo component. The demo file is the single source: the story renders it and
 * carries its TypeScript source for the code panel.
 */
export function demoStory(component: React.ComponentType, source: string, file: string) {
  return {
    render: () => React.createElement(component),
    parameters: { demo: { source, file } },
  };
}
