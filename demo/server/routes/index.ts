import type { Hono } from "hono";
import type { Database } from "../db";

/** A group of backend routes with the tables they need: `demo/server/routes/<name>/index.ts` exports `routes`. */
export interface RouteModule {
  name: string;
  register(app: Hono, db: Database): Promise<void>;
}

const modules = import.meta.glob<RouteModule>("./*/index.ts", { eager: true, import: "routes" });

/** Every reference-backend contract the demo serves, found by folder. */
export const routeModules: RouteModule[] = Object.values(modules);
