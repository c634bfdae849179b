// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hostedPreviewHeadHtml, isHostedByShell } from './hosting';
import { SHELL_FRAME_NAME } from '../bridge/protocol';

describe('hosting', () => {
  it('marks the preview document hosted from the frame name, as isHostedByShell reads it', () => {
    const html = hostedPreviewHeadHtml();
    const script = /<script>(.*)<\/script>/.exec(html)![1];
    window.name = 'elsewhere';
    new Function(script)();
    expect(document.documentElement.classList.contains('docs-hosted')).toBe(false);
    expect(isHostedByShell()).toBe(false);
    window.name = SHELL_FRAME_NAME;
    new Function(script)();
    expect(document.documentElement.classList.contains('docs-hosted')).toBe(true);
    expect(isHostedByShell()).toBe(true);
    expect(html).toContain('.docs-hosted .sb-preparing-docs');
  });
});
