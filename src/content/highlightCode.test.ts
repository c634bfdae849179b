import { describe, expect, it } from 'vitest';
import { rehypeHighlightCode } from './highlightCode';

interface Node {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

const block = (className: string | undefined, text: string): Node => ({
  type: 'element',
  tagName: 'pre',
  properties: {},
  children: [{ type: 'element', tagName: 'code', properties: className ? { className: [className] } : {}, children: [{ type: 'text', value: text }] }],
});
const textOf = (node: Node): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));
const spans = (node: Node): string[] =>
  node.type === 'element' && node.tagName === 'span' ? [(node.properties!.className as string[]).join(' '), ...(node.children ?? []).flatMap(spans)] : (node.children ?? []).flatMap(spans);

function run(...blocks: Node[]): Node[] {
  const tree = { type: 'root', children: [{ type: 'element', tagName: 'div', children: blocks }] };
  rehypeHighlightCode()(tree);
  return blocks.map((pre) => pre.children![0]);
}

describe('rehypeHighlightCode', () => {
  it('turns a tsx fence into token spans with the same text', () => {
    const source = "import { DataGrid } from '@mui/x-data-grid';\n<DataGrid rows={rows} />\n";
    const [code] = run(block('language-tsx', source));
    expect(code.properties).toEqual({ className: ['language-tsx'], dataLanguage: 'tsx' });
    expect(textOf(code)).toBe(source.replace(/\n$/, ''));
    expect(spans(code)).toEqual(expect.arrayContaining(['token keyword', 'token string', 'token tag']));
  });

  it('highlights bash and diff fences, and leaves unknown or missing languages as plain text', () => {
    const [bash, diff, unknown, none] = run(
      block('language-bash', 'npm install @mui/x-data-grid\n'),
      block('language-diff', '-import { A } from "a";\n+import { B } from "b";'),
      block('language-brainfuck', '++>.<'),
      block(undefined, 'plain <text>'),
    );
    expect(spans(bash).length).toBeGreaterThan(0);
    expect(spans(diff)).toEqual(expect.arrayContaining(['token deleted-sign deleted', 'token inserted-sign inserted']));
    expect(unknown.children).toEqual([{ type: 'text', value: '++>.<' }]);
    expect(unknown.properties!.dataLanguage).toBe('brainfuck');
    expect(none.children).toEqual([{ type: 'text', value: 'plain <text>' }]);
    expect(none.properties!.dataLanguage).toBe('text');
  });

  it('leaves inline code alone', () => {
    const inline: Node = { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'apiRef' }] };
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'p', children: [inline] }] };
    rehypeHighlightCode()(tree);
    expect(inline.properties).toEqual({});
  });
});
