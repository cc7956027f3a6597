import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Database } from "./db";
import { routeModules } from "./routes";

export interface AppOptions {
  db: Database;
  /** Folder of the built library (dist/), served at /dist/. */
  distDir: string;
  /** Folder of the demo pages (demo/), served at /. */
  demoDir: string;
}

/** Request bodies larger than this are refused with 413 before any route reads them. */
export const MAX_BODY_BYTES = 1024 * 1024;

export async function createApp({ db, distDir, demoDir }: AppOptions): Promise<Hono> {
  const app = new Hono();
  app.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ code: "payload_too_large", message: "The request body is too large." }, 413),
    }),
  );
  for (const module of routeModules) await module.register(app, db);

  app.use("/dist/*", serveStatic({ root: distDir, rewriteRequestPath: (path) => path.replace(/^\/dist/, "") }));
  // Only pages and their assets: the server's source and the tests are not for the browser.
  app.use("*", async (c, next) => (/^\/(server|e2e)\//.test(c.req.path) ? c.notFound() : next()));
  app.use("*", serveStatic({ root: demoDir }));
  return app;
}
