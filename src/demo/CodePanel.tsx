import * as React from 'react';
import Box from '@mui/material/Box';
import { codePreStyles } from './codeTheme';
import { useNearReader } from './lazyMount';
import type { DemoSourceFile } from './source/types';
import { ToolbarButton } from './toolbar';

/**
 * A demo's source under its toolbar: one tab per file, the code read left to right in every page
 * direction (the tab is the demo block's: its copy button copies the file shown). The plain text (same lines, same height) is there from the first paint; the coloured
 * markup, thousands of token spans on a long page, replaces it when the panel nears the reader's
 * view, in a background render, so panels far down the page cost nothing until scrolled to.
 */
export function CodePanel({ id, files, label, tab, onTabChange }: { id: string; files: DemoSourceFile[]; label: string; tab: number; onTabChange: (tab: number) => void }) {
  const file = files[Math.min(tab, files.length - 1)];
  const pre = React.useRef<HTMLElement>(null);
  const near = useNearReader(pre);
  const highlighted = React.useDeferredValue(near, false);
  return (
    <Box id={id} className="docs-demo-code" sx={{ border: 1, borderTop: 0, borderColor: 'divider', borderRadius: '0 0 12px 12px', overflow: 'hidden' }}>
      {files.length > 1 ? (
        <Box role="tablist" aria-label={`Files of ${label}`} sx={{ display: 'flex', gap: 0.5, px: 1, pt: 1, borderBottom: 1, borderColor: 'divider' }}>
          {files.map((candidate, index) => (
            <ToolbarButton
              key={candidate.name}
              type="button"
              role="tab"
              aria-selected={index === tab}
              onClick={() => onTabChange(index)}
              style={{ fontFamily: 'monospace', borderRadius: '8px 8px 0 0' }}
            >
              {candidate.name}
            </ToolbarButton>
          ))}
        </Box>
      ) : null}
      <Box
        component="pre"
        ref={pre}
        // An attribute, so the RTL style plugin leaves it alone.
        dir="ltr"
        tabIndex={0}
        aria-label={`Source of ${file.name}`}
        data-file={file.name}
        sx={(theme) => ({ ...codePreStyles(theme), maxHeight: 420 })}
      >
        {highlighted ? (
          // Highlighted at build time from the demo file; Prism escapes the source text.
          <code className={`language-${file.language}`} data-highlighted="" dangerouslySetInnerHTML={{ __html: file.html }} />
        ) : (
          <code className={`language-${file.language}`}>{file.code}</code>
        )}
      </Box>
    </Box>
  );
}
