import { createSearchEngine } from './searchEngine';
import { parseSearchRequest, type SearchAnswer } from './searchProtocol';

/** The search worker: the index loads and queries run here, off the page's main thread (which the shell shares with a same-origin preview). */
const scope = globalThis as unknown as {
  postMessage: (answer: SearchAnswer) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent) => void) => void;
};
const engine = createSearchEngine((answer) => scope.postMessage(answer));
scope.addEventListener('message', (event) => {
  const request = parseSearchRequest(event.data);
  if (request) engine.handle(request);
});
