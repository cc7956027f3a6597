import type { RouteModule } from "..";
import player from "./stand-in-player.js?raw";

/*
 * Stand-ins for the pages YouTube's and Vimeo's embedded players load in x-video's iframe, at addresses shaped as
 * theirs (/stand-in/youtube/embed/<id>, /stand-in/vimeo/video/<id>): the end-to-end tests answer the platforms'
 * own addresses with these, so that nothing leaves the machine.
 */
const page = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>body{margin:0;display:grid;place-items:center;height:100vh;background:#111;color:#eee;font:16px sans-serif}</style></head><body><output></output><script>${player}</script></body></html>`;

export const routes: RouteModule = {
  name: "video-platforms",
  async register(app) {
    app.get("/stand-in/youtube/embed/:id", (c) => c.html(page("YouTube player stand-in")));
    app.get("/stand-in/vimeo/video/:id", (c) => c.html(page("Vimeo player stand-in")));
  },
};
