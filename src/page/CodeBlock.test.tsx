// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CodeBlock, MdxCode } from './CodeBlock';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let copied: string[];
beforeEach(() => {
  copied = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('CodeBlock', () => {
  it('shows the highlighted block left to right and copies its text', async () => {
    act(() =>
      root.render(
        <CodeBlock>
          <MdxCode className="language-bash" data-language="bash">
            <span className="token function">npm</span> install @mui/x-data-grid
          </MdxCode>
        </CodeBlock>,
      ),
    );
    const pre = container.querySelector('pre')!;
    expect(pre.getAttribute('dir')).toBe('ltr');
    expect(pre.tabIndex).toBe(0);
    expect(pre.querySelector('code.language-bash .token.function')?.textContent).toBe('npm');
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Copy the code"]')!;
    await act(async () => button.click());
    expect(copied).toEqual(['npm install @mui/x-data-grid']);
    expect(container.querySelector('button')!.getAttribute('aria-label')).toBe('Copied');
  });

  it('renders code in running text as inline code', () => {
    act(() => root.render(<p>Pass <MdxCode>apiRef</MdxCode> to the grid.</p>));
    const code = container.querySelector('p > code')!;
    expect(code.textContent).toBe('apiRef');
    expect(code.classList.contains('sb-unstyled')).toBe(true);
    expect(code.hasAttribute('data-language')).toBe(false);
  });
});
