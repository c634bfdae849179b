const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The runner's HTML: no inline script (its policy allows none), its entry as a module. It is
 * sandboxed (opaque origin), so the scripts it loads are cross-origin requests: `/assets/` is
 * served with `Access-Control-Allow-Origin: *` (see `headerRules`).
 */
export function playgroundRunnerHtml({ script, stylesheets }: { script: string; stylesheets: readonly string[] }): string {
  const links = stylesheets.map((href) => `    <link rel="stylesheet" href="${escapeAttribute(href)}" crossorigin="anonymous" />\n`).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Playground preview</title>
${links}    <script type="module" src="${escapeAttribute(script)}" crossorigin="anonymous"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}
