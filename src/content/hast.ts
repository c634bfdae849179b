/** The parts of a hast node (rehype's HTML syntax tree) our MDX plugins read and write. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Text of a node: its text nodes, in order; JSX elements (`<PlanLabel/>`) contribute nothing. */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.type === 'element' || node.type === 'root') return (node.children ?? []).map(textOf).join('');
  return '';
}
