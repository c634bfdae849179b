import type { DemoSource } from '../source/types';
import type { CodeStyling, CodeVariant } from '../../preferences/globals';
import { createSandboxProject } from './project';
import { codeSandboxForm, readSandboxEndpoints, stackBlitzForm, submitInNewTab, type SandboxService } from './submit';

/**
 * Opens the demo the reader is looking at (variant and styling) in a new tab of the service.
 * Loaded on the first click: the toolbar on every demo stays light. Throws with a message for
 * the reader when the build could not determine the demo's dependencies.
 */
export function openSandbox(service: SandboxService, source: DemoSource, { styling, variant, title }: { styling: CodeStyling; variant: CodeVariant; title: string }): void {
  const styleSource = source.styles[styling] ?? source.styles.system;
  const language = variant === 'JS' ? 'js' : 'ts';
  const sandbox = styleSource.sandbox;
  if (!sandbox) throw new Error(`The dependencies of ${source.name} are unknown, so it cannot be opened in a sandbox.`);
  if ('error' in sandbox) throw new Error(sandbox.error);
  const project = createSandboxProject({
    title,
    files: styleSource[language],
    language,
    tailwind: styling === 'tailwind' && source.styles.tailwind !== undefined,
    ...sandbox[language],
    tooling: source.sandboxTooling ?? {},
  });
  const endpoints = readSandboxEndpoints();
  submitInNewTab(service === 'codesandbox' ? codeSandboxForm(project, endpoints.codesandbox) : stackBlitzForm(project, endpoints.stackblitz));
}
