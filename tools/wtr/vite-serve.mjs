// Lets Vite compile every module web-test-runner serves (React ships CommonJS only; Vite pre-bundles it).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createServer } from "vite";

const WTR_ROUTES = /^\/(__web-dev-server|__web-test-runner|__wds-)/;
const WS_MODULE = "/__web-dev-server__web-socket.js";

/*
 * Vite's client, which dev transforms import for a few helpers (injectQuery in a module that imports dynamically, as
 * pdf.js's worker does when pdf.js runs it on the page). The real one opens a socket for hot reloading, which this
 * server does not have: its failure would be an uncaught error in the test page. The helpers without the socket.
 */
const VITE_CLIENT = `
export const injectQuery = (url, query) => (url.startsWith(".") || url.startsWith("/") ? url + (url.includes("?") ? "&" : "?") + query : url);
export const createHotContext = () => ({ accept() {}, acceptExports() {}, dispose() {}, prune() {}, invalidate() {}, on() {}, off() {}, send() {}, data: {} });
const styles = new Map();
export function updateStyle(id, css) {
  let style = styles.get(id);
  if (!style) styles.set(id, (style = document.head.appendChild(document.createElement("style"))));
  style.textContent = css;
}
export function removeStyle(id) {
  styles.get(id)?.remove();
  styles.delete(id);
}
`;

export function viteServe(viteConfig = {}) {
  let vite;
  return {
    name: "vite-serve",
    async serverStart() {
      vite = await createServer({
        configFile: false,
        ...viteConfig,
        appType: "custom",
        logLevel: "warn",
        // fs.strict off: a checkout whose node_modules is a link to another checkout's serves files outside its root.
        server: { middlewareMode: true, hmr: false, ws: false, fs: { strict: false } },
        plugins: [
          ...(viteConfig.plugins ?? []),
          // pre-bundled @open-wc/testing imports WTR's socket module by a path Vite cannot resolve
          { name: "wtr-external", enforce: "pre", resolveId: (id) => (id.endsWith(WS_MODULE) ? { id: WS_MODULE, external: true } : null) },
        ],
      });
    },
    async serverStop() {
      await vite?.close();
    },
    async serve(ctx) {
      if (ctx.path === "/" || WTR_ROUTES.test(ctx.path) || ctx.path.endsWith(".html")) return;
      if (ctx.path === "/@vite/client") return { body: VITE_CLIENT, type: "js" };
      // An image or a document an element's example names (a poster, a PDF) is no module: the server's 404 for it.
      if (["image", "document", "iframe", "video", "audio", "track", "font", "style"].includes(ctx.get("sec-fetch-dest"))) return;
      let url = ctx.url.replace(/([?&])wtr-session-id=[^&]*&?/, "$1").replace(/[?&]$/, "");
      // Vite's own middleware unwraps virtual module ids (e.g. compiler helpers) the same way
      if (url.startsWith("/@id/")) url = url.slice("/@id/".length).replace("__x00__", "\0");
      // A worker script (pdf.js's) is a file as it ships: Vite's dev transform would make it import Vite's client,
      // whose socket a worker cannot open.
      if (ctx.get("sec-fetch-dest") === "worker") {
        const file = ctx.path.startsWith("/@fs/") ? ctx.path.slice("/@fs".length) : join(vite.config.root, ctx.path);
        return { body: await readFile(file, "utf8"), type: "js" };
      }
      const result = await vite.transformRequest(url);
      if (!result) return;
      const map = result.map
        ? `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(result.map)).toString("base64")}`
        : "";
      return { body: result.code + map, type: "js" };
    },
  };
}
