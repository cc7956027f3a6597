import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pageName } from "./demo-nav";
import { escape } from "./routes/mc4wp/html";

/** What the index reads of an element's declaration in custom-elements.json. */
interface Declaration {
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  demos?: Array<{ url: string }>;
}

interface Manifest {
  modules: Array<{ declarations: Declaration[] }>;
}

/**
 * Every element of the manifest as a list: its tag, its summary, the demo page where it runs live, and its playground
 * (attributes, snippet, shortcode, API and event log). Rendered by the server, so it reads the same without JavaScript.
 */
export function elementIndex(manifest: Manifest): string {
  const items = manifest.modules
    .flatMap((module) => module.declarations)
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName!.localeCompare(b.tagName!))
    .map(({ tagName, summary, demos }) => {
      const tag = escape(tagName!);
      const live = demos?.[0]?.url;
      const links = [
        live ? `<a href="${escape(live)}">Live, on the ${escape(pageName(live))} page</a>` : "",
        `<a href="/playground#${tag}">Playground</a>`,
      ].filter(Boolean);
      // A summary marks code as Markdown does: `<ul class="menu">`.
      const text = escape(summary ?? "").replace(/`([^`]+)`/g, "<code>$1</code>");
      return `<li class="card"><h3><code>&lt;${tag}&gt;</code></h3><p>${text}</p><p class="element-links">${links.join(" ")}</p></li>`;
    });
  return `<ul class="element-index">${items.join("")}</ul>`;
}

let cached: Promise<Manifest> | null = null;

/** A page's HTML with its `<!--elements-->` marker filled from the built manifest (read once). */
export async function withElementIndex(html: string, distDir: string): Promise<string> {
  if (!html.includes("<!--elements-->")) return html;
  cached ??= readFile(join(distDir, "custom-elements.json"), "utf8").then((text) => JSON.parse(text) as Manifest);
  const manifest = await cached;
  return html.replace("<!--elements-->", () => elementIndex(manifest));
}
