import { withDemoNav } from "../../demo-nav";

/** Text for HTML, attribute values included: everything a visitor typed goes through here. */
export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/**
 * The head and navigation every demo page of this backend shares; `head` adds the page's own stylesheets and
 * scripts. Nothing inline: the pages work under the strict CSP (STRICT_CSP in app.ts).
 */
export function layout(title: string, current: string, body: string, head: string[] = []): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · x-elements</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo.css">
<link rel="stylesheet" href="/dist/x-elements.css">
<script type="module" src="/dist/x-elements.js"></script>
${head.join("\n")}${head.length ? "\n" : ""}</head>
<body>
${withDemoNav(body, current)}
</body>
</html>
`;
}
