/**
 * Where "Open in CodeSandbox / StackBlitz" posts: the public services, or what the build was given
 * (`DOCS_CODESANDBOX_URL`, `DOCS_STACKBLITZ_URL`). The shell build writes them into the preview's
 * HTML as data, so one Storybook build serves any configuration.
 */
export const DEFAULT_SANDBOX_ENDPOINTS = {
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
  stackblitz: 'https://stackblitz.com/run',
} as const;

export type SandboxService = keyof typeof DEFAULT_SANDBOX_ENDPOINTS;
export type SandboxEndpoints = Record<SandboxService, string>;

export const SANDBOX_ENDPOINTS_ELEMENT_ID = 'docs-sandbox-endpoints';

const ENV_NAMES: Record<SandboxService, string> = { codesandbox: 'DOCS_CODESANDBOX_URL', stackblitz: 'DOCS_STACKBLITZ_URL' };

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** Build time: the configured endpoints; a malformed one stops the build, naming the variable. */
export function sandboxEndpointsFromEnv(env: Record<string, string | undefined>): SandboxEndpoints {
  const endpoints = { ...DEFAULT_SANDBOX_ENDPOINTS } as SandboxEndpoints;
  for (const service of Object.keys(ENV_NAMES) as SandboxService[]) {
    const value = env[ENV_NAMES[service]];
    if (value === undefined || value.trim() === '') continue;
    const url = httpUrl(value);
    if (!url) throw new Error(`${ENV_NAMES[service]} must be an http(s) URL: ${JSON.stringify(value)}`);
    endpoints[service] = url;
  }
  return endpoints;
}

/** The preview's HTML with the endpoints as data before `</head>` (not a script that runs: no policy hash needed). */
export function withSandboxEndpoints(html: string, endpoints: SandboxEndpoints): string {
  const data = JSON.stringify(endpoints).replace(/</g, '\\u003c');
  const element = `<script id="${SANDBOX_ENDPOINTS_ELEMENT_ID}" type="application/json">${data}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${element}\n</head>`) : `${element}\n${html}`;
}

/** Run time: the endpoints in the page; anything missing or malformed gives the public services. */
export function readSandboxEndpoints(doc: Document = document): SandboxEndpoints {
  let configured: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(doc.getElementById(SANDBOX_ENDPOINTS_ELEMENT_ID)?.textContent ?? '{}');
    if (parsed && typeof parsed === 'object') configured = parsed;
  } catch {
    configured = {};
  }
  return {
    codesandbox: httpUrl(configured.codesandbox) ?? DEFAULT_SANDBOX_ENDPOINTS.codesandbox,
    stackblitz: httpUrl(configured.stackblitz) ?? DEFAULT_SANDBOX_ENDPOINTS.stackblitz,
  };
}
