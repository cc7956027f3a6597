import type { RouteModule } from "..";
import recorded from "../../../media/revslider/route.json";

/*
 * Slider Revolution's public REST route, answering the module recorded from the real plugin
 * (tools/media/record-revslider.mjs): `GET /wp-json/sliderrevolution/sliders/{alias}?srengine=7&alias=true`. Its
 * images are the recorded ones in demo/media/revslider/. Another alias is refused as the plugin refuses it: HTTP 200
 * with success false.
 */
const answer = JSON.parse(JSON.stringify(recorded).replaceAll("/wp-content/uploads/2026/12/", "/media/revslider/")) as typeof recorded;

export const routes: RouteModule = {
  name: "revslider",
  async register(app) {
    app.get("/wp-json/sliderrevolution/sliders/:alias", (c) => {
      const alias = c.req.param("alias");
      if (c.req.query("alias") === "true" && alias === answer.settings.alias) return c.json(answer);
      return c.json({ success: false, message: `Slider with alias ${alias} not found.` });
    });
  },
};
