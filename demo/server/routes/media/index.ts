import type { RouteModule } from "..";
import { search } from "./places";
import { tileSvg } from "./tile";

/*
 * Media stand-ins for the x-map demo, with no network: a Nominatim-compatible search over a few cities, and a
 * tile server that draws each tile as an SVG. The video, captions and PDF are static files in demo/media/.
 */
export const routes: RouteModule = {
  name: "media",
  async register(app) {
    // Nominatim's search: /search?q=...&format=json(v2)&limit=N answers a JSON list of places.
    app.get("/media/geocode", (c) => {
      const limit = Number(c.req.query("limit") ?? "1");
      return c.json(search(c.req.query("q") ?? "", Number.isFinite(limit) ? limit : 1), 200, { "access-control-allow-origin": "*" });
    });

    app.get("/media/tiles/:z/:x/:file", (c) => {
      const match = /^(\d+)\.svg$/.exec(c.req.param("file"));
      const svg = match ? tileSvg(Number(c.req.param("z")), Number(c.req.param("x")), Number(match[1])) : null;
      if (svg === null) return c.text("No such tile.", 404);
      return c.body(svg, 200, {
        "content-type": "image/svg+xml",
        "cache-control": "public, max-age=86400",
        "access-control-allow-origin": "*",
      });
    });
  },
};
