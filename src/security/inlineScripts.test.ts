import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InlineScriptHashes, inlineScriptSources, scriptHash } from './inlineScripts';

const html = `<!doctype html><html><head>
<script>window.a = 1;</script>
<script type="module">import './x.js';</script>
<script src="/assets/app.js"></script>
<script type="application/json" id="data">{"a":"<\\/script>"}</script>
</head><body>
<script>
  window.b = "é";
</script>
<template><script>window.c = 3;</script></template>
</body></html>`;

describe('inline scripts', () => {
  it('lists the scripts a browser runs inline, exactly as written, and not data blocks or external scripts', () => {
    expect(inlineScriptSources(html)).toEqual(['window.a = 1;', "import './x.js';", '\n  window.b = "é";\n', 'window.c = 3;']);
  });

  it("hashes a script's UTF-8 text as CSP expects", () => {
    const expected = createHash('sha256').update('\n  window.b = "é";\n', 'utf8').digest('base64');
    expect(scriptHash('\n  window.b = "é";\n')).toBe(`'sha256-${expected}'`);
  });

  it('collects each distinct hash once across documents', () => {
    const hashes = new InlineScriptHashes();
    hashes.addDocument(html);
    hashes.addDocument('<script>window.a = 1;</script><script>window.d = 4;</script>');
    expect(hashes.list()).toEqual([...inlineScriptSources(html).map(scriptHash), scriptHash('window.d = 4;')]);
  });

  it('finds nothing in a document without inline scripts', () => {
    expect(inlineScriptSources('<p>text</p>')).toEqual([]);
  });
});
