import type { Hono } from "hono";
import type { Database } from "../db";

/** A group of backend routes with the tables they need: `demo/server/routes/<name>/index.ts` exports `routes`. */
export interface RouteModule {
  name: string;
  register(app: Hono, db: Database): Promise<void>;
  /**
   * Registered before the others: for a page that takes its own posts (MC4WP's newsletter page), which another
   * module's catch-all for posts to pages (CF7's no-script posts) would otherwise answer first.
   */
  first?: boolean;
}

const modules = import.meta.glob<RouteModule>("./*/index.ts", { eager: true, import: "routes" });

/** Every reference-backend contract the demo serves, found by folder. */
export const routeModules: RouteModule[] = Object.values(modules).sort((a, b) => Number(Boolean(b.first)) - Number(Boolean(a.first)));
