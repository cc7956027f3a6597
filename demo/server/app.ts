import { readFile } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Database } from "./db";
import { withDemoNav } from "./demo-nav";
import { withElementIndex } from "./element-index";
import { routeModules } from "./routes";
import { restError } from "./routes/cf7/php-json";

export interface AppOptions {
  db: Database;
  /** Folder of the built library (dist/), served at /dist/. */
  distDir: string;
  /** Folder of the demo pages (demo/), served at /. */
  demoDir: string;
  /** Serve every answer with STRICT_CSP (`npm start -- --strict-csp`, or X_ELEMENTS_STRICT_CSP=1). */
  strictCsp?: boolean;
}

/**
 * A strict Content Security Policy, as a locked-down site sends it: nothing inline, nothing from elsewhere, and
 * Trusted Types for every script sink. The demo and its elements must work under it.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  // The elements' one policy, and the demo pages' own.
  "trusted-types x-elements x-elements-demo",
].join("; ");

/**
 * Request bodies larger than this are refused with 413 before any route reads them. It is well above the largest
 * upload a form accepts (1 MiB per file field), so that a file over that limit gets CF7's own answer
 * (validation_failed, "The uploaded file is too large.") from the route.
 */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export async function createApp({ db, distDir, demoDir, strictCsp = false }: AppOptions): Promise<Hono> {
  const app = new Hono();
  if (strictCsp) {
    app.use("*", async (c, next) => {
      await next();
      c.res = new Response(c.res.body, c.res); // headers of its own, whatever made the answer
      c.res.headers.set("Content-Security-Policy", STRICT_CSP);
    });
  }
  app.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => restError("payload_too_large", "The request body is too large.", 413),
    }),
  );
  for (const module of routeModules) await module.register(app, db);

  app.use("/dist/*", serveStatic({ root: distDir, rewriteRequestPath: (path) => path.replace(/^\/dist/, "") }));
  // Only pages and their assets: the server's source and the tests are not for the browser.
  // Case-insensitive: on a case-insensitive file system /Server/ is the same folder.
  app.use("*", async (c, next) => (/^\/(server|e2e)\//i.test(c.req.path) ? c.notFound() : next()));
  // A static demo page gets the demo pages' navigation where its <!--nav--> marker is (demo-nav.ts), and the list of
  // every element where its <!--elements--> marker is (element-index.ts).
  app.get("*", async (c, next) => {
    const file = resolve(demoDir, `.${c.req.path}`);
    if (!file.endsWith(".html") || !file.startsWith(`${demoDir}${sep}`)) return next();
    const html = await readFile(file, "utf8").catch(() => null);
    return html === null ? next() : c.html(withDemoNav(await withElementIndex(html, distDir), c.req.path));
  });
  app.use("*", serveStatic({ root: demoDir }));
  return app;
}
