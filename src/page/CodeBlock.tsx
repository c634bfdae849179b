import * as React from 'react';
import Box from '@mui/material/Box';
import { styled, alpha } from '@mui/material/styles';
import { codePreStyles } from '../demo/codeTheme';
import { fontFamily } from '../theme/brand';
import { useClipboardCopy } from '../demo/clipboard';
import { CheckIcon, CopyIcon, ToolbarButton } from '../demo/toolbar';

/**
 * A fenced code block of a page (`pre`), highlighted when the page was compiled
 * (`rehypeHighlightCode`), with a copy button. It has its final size from the first paint.
 */
export function CodeBlock({ children, ...props }: React.ComponentProps<'pre'>) {
  const pre = React.useRef<HTMLPreElement>(null);
  const clipboard = useClipboardCopy<'code'>();
  const copied = clipboard.copied === 'code';
  return (
    <Box className="docs-code-block sb-unstyled" sx={{ position: 'relative', my: 2, border: 1, borderColor: 'divider', borderRadius: '12px', overflow: 'hidden' }}>
      <Box
        {...props}
        component="pre"
        ref={pre}
        // Code reads left to right in every page direction.
        dir="ltr"
        tabIndex={0}
        sx={(theme) => ({ ...codePreStyles(theme), pr: 6 })}
      >
        {children}
      </Box>
      <Box sx={{ position: 'absolute', top: 6, insetInlineEnd: 6, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <span role="status" aria-live="polite" style={{ fontSize: 13 }}>
          {clipboard.status === 'denied' ? 'Select the code and press Ctrl+C (⌘+C on a Mac)' : ''}
        </span>
        <ToolbarButton
          type="button"
          aria-label={copied ? 'Copied' : 'Copy the code'}
          title="Copy the code"
          onClick={() => clipboard.copy(pre.current?.textContent ?? '', 'code')}
          data-ga-event-category="code-block"
          data-ga-event-action="copy"
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
        </ToolbarButton>
      </Box>
    </Box>
  );
}

const InlineCode = styled('code')(({ theme }) => ({
  padding: '0.1em 0.35em',
  borderRadius: 4,
  fontSize: '0.875em',
  fontFamily: fontFamily.code,
  color: theme.palette.text.primary,
  backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.12 : 0.06),
  // Storybook's docs styles keep inline code on one line; a long prop name would push a phone's page sideways.
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
}));

/** `code` of a page: inside a highlighted block it is plain; in running text it is inline code. */
export function MdxCode({ children, className, ...props }: React.ComponentProps<'code'> & { 'data-language'?: string }) {
  if (props['data-language']) {
    return (
      <code className={className} {...props}>
        {children}
      </code>
    );
  }
  return (
    <InlineCode className="sb-unstyled" {...props}>
      {children}
    </InlineCode>
  );
}
