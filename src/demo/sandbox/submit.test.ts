// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxProject } from './project';
import {
  DEFAULT_SANDBOX_ENDPOINTS,
  codeSandboxForm,
  codeSandboxParameters,
  decodeCodeSandboxParameters,
  readSandboxEndpoints,
  stackBlitzForm,
  submitInNewTab,
} from './submit';
import { SANDBOX_ENDPOINTS_ELEMENT_ID, sandboxEndpointsFromEnv, withSandboxEndpoints } from './endpoints';

const project: SandboxProject = {
  title: 'Data Grid - Sorting: BasicSorting',
  entryFile: 'src/BasicSorting.tsx',
  files: { 'package.json': '{"name":"demo"}\n', 'src/BasicSorting.tsx': 'export default function BasicSorting() {\n  return <p>é ✓ 🙂</p>;\n}\n', 'src/[id].ts': 'x' },
};

describe('CodeSandbox', () => {
  it('packs the files into URL-safe parameters that decode to the same files', () => {
    const parameters = codeSandboxParameters(project);
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const { files } = decodeCodeSandboxParameters(parameters);
    expect(Object.fromEntries(Object.entries(files).map(([path, file]) => [path, file.content]))).toEqual(project.files);
  });

  it('posts parameters to the configured endpoint and opens the demo file', () => {
    const form = codeSandboxForm(project, 'http://127.0.0.1:9999/define');
    expect(form.action).toBe('http://127.0.0.1:9999/define');
    expect(form.fields.map(([name]) => name)).toEqual(['parameters', 'query']);
    expect(form.fields[1][1]).toBe('file=/src/BasicSorting.tsx');
    expect(codeSandboxForm(project).action).toBe(DEFAULT_SANDBOX_ENDPOINTS.codesandbox);
  });

  it('refuses parameters that are not its encoding', () => {
    expect(() => decodeCodeSandboxParameters('%%%')).toThrow();
  });
});

describe('StackBlitz', () => {
  it('posts one project[files][path] field per file, brackets in paths escaped, and opens the demo file', () => {
    const form = stackBlitzForm(project, 'http://127.0.0.1:9999/run');
    expect(form.action).toBe('http://127.0.0.1:9999/run?file=src%2FBasicSorting.tsx');
    const fields = Object.fromEntries(form.fields);
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[title]']).toBe(project.title);
    expect(fields['project[files][src/BasicSorting.tsx]']).toBe(project.files['src/BasicSorting.tsx']);
    expect(fields['project[files][src/%5Bid%5D.ts]']).toBe('x');
  });
});

describe('submitInNewTab', () => {
  it('submits a hidden POST form to a new tab and removes it', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(this.method).toBe('post');
      expect(this.target).toBe('_blank');
      expect(this.action).toBe('http://127.0.0.1:9999/run');
      expect([...new FormData(this).entries()]).toEqual([['a', 'b']]);
    });
    submitInNewTab({ action: 'http://127.0.0.1:9999/run', fields: [['a', 'b']] });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.querySelector('form')).toBeNull();
    submit.mockRestore();
  });
});

describe('readSandboxEndpoints', () => {
  afterEach(() => document.getElementById(SANDBOX_ENDPOINTS_ELEMENT_ID)?.remove());
  const configure = (text: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SANDBOX_ENDPOINTS_ELEMENT_ID;
    element.textContent = text;
    document.head.append(element);
  };

  it('reads configured endpoints', () => {
    configure(JSON.stringify({ codesandbox: 'http://127.0.0.1:9999/define', stackblitz: 'http://127.0.0.1:9999/run' }));
    expect(readSandboxEndpoints()).toEqual({ codesandbox: 'http://127.0.0.1:9999/define', stackblitz: 'http://127.0.0.1:9999/run' });
  });

  it('falls back to the public services when nothing, garbage or a non-http URL is configured', () => {
    expect(readSandboxEndpoints()).toEqual(DEFAULT_SANDBOX_ENDPOINTS);
    configure('{not json');
    expect(readSandboxEndpoints()).toEqual(DEFAULT_SANDBOX_ENDPOINTS);
    document.getElementById(SANDBOX_ENDPOINTS_ELEMENT_ID)!.textContent = JSON.stringify({ codesandbox: 'javascript:alert(1)', stackblitz: 42 });
    expect(readSandboxEndpoints()).toEqual(DEFAULT_SANDBOX_ENDPOINTS);
  });
});

describe('sandbox endpoints at build time', () => {
  it('takes configured URLs, keeps the public services otherwise, and stops on a malformed one', () => {
    expect(sandboxEndpointsFromEnv({})).toEqual(DEFAULT_SANDBOX_ENDPOINTS);
    expect(sandboxEndpointsFromEnv({ DOCS_CODESANDBOX_URL: ' http://127.0.0.1:9999/define ', DOCS_STACKBLITZ_URL: '' })).toEqual({
      codesandbox: 'http://127.0.0.1:9999/define',
      stackblitz: DEFAULT_SANDBOX_ENDPOINTS.stackblitz,
    });
    expect(() => sandboxEndpointsFromEnv({ DOCS_STACKBLITZ_URL: 'ftp://example.com' })).toThrow('DOCS_STACKBLITZ_URL must be an http(s) URL');
  });

  it('writes them into the preview HTML as data the page reads back', () => {
    const endpoints = { codesandbox: 'http://127.0.0.1:9999/define', stackblitz: 'http://127.0.0.1:9999/run?x=</script>' };
    const html = withSandboxEndpoints('<html><head><title>x</title></head><body></body></html>', endpoints);
    expect(html).not.toContain('x=</script>');
    document.documentElement.innerHTML = html.replace(/^<html>|<\/html>$/g, '');
    expect(readSandboxEndpoints()).toEqual({ codesandbox: 'http://127.0.0.1:9999/define', stackblitz: 'http://127.0.0.1:9999/run?x=%3C/script%3E' });
  });
});
