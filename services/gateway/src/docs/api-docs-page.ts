/**
 * The docs page: Swagger UI from node_modules, started by a script file of our own (the content policy
 * allows no inline script). "Try it out" is off: this page reads the API, it does not call it.
 */
export const API_DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Irrigo API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="api-docs"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/api-docs.js"></script>
  </body>
</html>
`;

export const API_DOCS_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#api-docs',
    deepLinking: true,
    validatorUrl: null,
    supportedSubmitMethods: [],
  });
});
`;
