import LZString from 'lz-string';
import type { SandboxProject } from './project';
import { DEFAULT_SANDBOX_ENDPOINTS } from './endpoints';

export { DEFAULT_SANDBOX_ENDPOINTS, readSandboxEndpoints, type SandboxEndpoints, type SandboxService } from './endpoints';

/** A form POST the browser submits in a new tab. */
export interface SandboxForm {
  action: string;
  fields: Array<[string, string]>;
}

/** CodeSandbox's define API: the files as LZ-compressed, URL-safe base64 `parameters`. */
export function codeSandboxParameters(project: SandboxProject): string {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]));
  return LZString.compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Reads `parameters` back (for tests and the fake endpoint). */
export function decodeCodeSandboxParameters(parameters: string): { files: Record<string, { content: string }> } {
  const json = LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
  if (!json) throw new Error('The parameters are not LZ-compressed base64.');
  return JSON.parse(json);
}

export function codeSandboxForm(project: SandboxProject, endpoint: string = DEFAULT_SANDBOX_ENDPOINTS.codesandbox): SandboxForm {
  return {
    action: endpoint,
    fields: [
      ['parameters', codeSandboxParameters(project)],
      ['query', `file=/${project.entryFile}`],
    ],
  };
}

/** StackBlitz's POST API: `project[...]` fields, a Node (WebContainers) project running Vite. */
export function stackBlitzForm(project: SandboxProject, endpoint: string = DEFAULT_SANDBOX_ENDPOINTS.stackblitz): SandboxForm {
  const action = new URL(endpoint);
  action.searchParams.set('file', project.entryFile);
  const escapePath = (path: string) => path.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
  return {
    action: action.href,
    fields: [
      ['project[title]', project.title],
      ['project[description]', `${project.title}, a demo of the MUI X documentation.`],
      ['project[template]', 'node'],
      ...Object.entries(project.files).map(([path, content]): [string, string] => [`project[files][${escapePath(path)}]`, content]),
    ],
  };
}

/** Submits a form in a new tab; the form leaves the document right after. */
export function submitInNewTab(form: SandboxForm, doc: Document = document): void {
  const element = doc.createElement('form');
  element.method = 'POST';
  element.action = form.action;
  element.target = '_blank';
  element.hidden = true;
  for (const [name, value] of form.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  doc.body.append(element);
  try {
    element.submit();
  } finally {
    element.remove();
  }
}
