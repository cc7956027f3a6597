// Lets Vite compile every module web-test-runner serves (React ships CommonJS only; Vite pre-bundles it).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createServer } from "vite";

const WTR_ROUTES = /^\/(__web-dev-server|__web-test-runner|__wds-)/;
const WS_MODULE = "/__web-dev-server__web-socket.js";

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
        server: { middlewareMode: true, hmr: false, ws: false },
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
      let url = ctx.url.replace(/([?&])wtr-session-id=[^&]*&?/, "$1").replace(/[?&]$/, "");
      // Vite's own middleware unwraps virtual module ids (e.g. compiler helpers) the same way
      if (url.startsWith("/@id/")) url = url.slice("/@id/".length).replace("__x00__", "\0");
      // A worker script (pdf.js's) is a file as it ships: Vite's dev transform would make it import Vite's client,
      // whose socket a worker cannot open.
      if (ctx.get("sec-fetch-dest") === "worker") {
        return { body: await readFile(join(vite.config.root, ctx.path), "utf8"), type: "js" };
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
