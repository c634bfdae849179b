import type { PromptResponse } from '@mui/x-data-grid-premium';

/**
 * An in-page stand-in for the service that turns a prompt into grid state. In production,
 * `onPrompt` sends the prompt and the grid's prompt context to your backend, which asks a
 * language model (or MUI's prompt service) for a `PromptResponse`. This one knows a handful of
 * prompts about the orders below, answers after a fixed delay, and rejects anything else.
 */

/** A response that changes nothing: every answer starts from it. */
const noChanges: Omit<PromptResponse, 'conversationId'> = {
  select: -1,
  filters: [],
  aggregation: {},
  sorting: [],
  grouping: [],
  pivoting: {},
};

/** The prompts the stand-in understands, and the grid state each one asks for. */
export const knownPrompts: Record<string, Partial<Omit<PromptResponse, 'conversationId'>>> = {
  'Sort by revenue, highest first': {
    sorting: [{ column: 'revenue', direction: 'desc' }],
  },
  'Show only orders from France': {
    filters: [{ column: 'country', operator: 'is', value: 'France' }],
  },
  'Group by country': {
    grouping: [{ column: 'country' }],
    aggregation: { revenue: 'sum' },
  },
  'Select the 3 largest orders': {
    sorting: [{ column: 'revenue', direction: 'desc' }],
    select: 3,
  },
  'Orders over $5,000 that are not delivered': {
    filters: [
      { column: 'revenue', operator: '>', value: 5000 },
      { column: 'status', operator: 'not', value: 'Delivered' },
    ],
    filterOperator: 'and',
  },
};

/** How long the stand-in "thinks", in milliseconds. */
export const RESPONSE_DELAY = 400;

const normalize = (text: string) => text.trim().toLowerCase().replace(/[.!]+$/, '');

/**
 * Resolves a prompt the way `onPrompt` must: with a `PromptResponse` for a known prompt, or by
 * rejecting with an `Error` whose message the AI Assistant panel shows under the prompt.
 */
export function resolvePrompt(prompt: string, _promptContext: string, conversationId?: string): Promise<PromptResponse> {
  const match = Object.keys(knownPrompts).find((known) => normalize(known) === normalize(prompt));
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (match) {
        resolve({ ...noChanges, ...knownPrompts[match], conversationId: conversationId ?? 'orders' });
      } else {
        reject(new Error(`This demo only understands its suggestions. Try "${Object.keys(knownPrompts)[0]}".`));
      }
    }, RESPONSE_DELAY);
  });
}

/** The known prompts, as suggestions for the AI Assistant panel. */
export const suggestions = Object.keys(knownPrompts).map((value) => ({ value }));
