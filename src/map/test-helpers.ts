import { stubFetch } from "../testing/fetch";

/** A 1×1 transparent PNG, a tile that loads. */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (c) =>
  c.charCodeAt(0),
);

/**
 * Stubs fetch: tiles (URLs ending in .png) answer an image unless `failTiles`, the geocoder answers `places`
 * (or fails with `geocoderStatus`).
 */
export function fakeNetwork(options: { failTiles?: boolean; places?: unknown; geocoderStatus?: number } = {}) {
  const { calls } = stubFetch(({ url }) => {
    if (/\.png$/.test(url)) {
      return options.failTiles ? new Response("gone", { status: 500 }) : new Response(PNG, { headers: { "content-type": "image/png" } });
    }
    if (options.geocoderStatus) return new Response("{}", { status: options.geocoderStatus, headers: { "content-type": "application/json" } });
    return new Response(JSON.stringify(options.places ?? []), { headers: { "content-type": "application/json" } });
  });
  /** URLs requested so far. */
  return { urls: () => calls.map((call) => call.url) };
}

export const markerIcons = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(".leaflet-marker-icon")];
