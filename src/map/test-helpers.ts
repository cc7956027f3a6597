import sinon from "sinon";

/** A 1×1 transparent PNG, a tile that loads. */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (c) =>
  c.charCodeAt(0),
);

export interface FakeNetwork {
  fetch: sinon.SinonStub;
  /** URLs requested so far. */
  urls(): string[];
}

/**
 * Stubs fetch: tiles (URLs ending in .png) answer an image unless `failTiles`, the geocoder answers `places`
 * (or fails with `geocoderStatus`).
 */
export function fakeNetwork(options: { failTiles?: boolean; places?: unknown; geocoderStatus?: number } = {}): FakeNetwork {
  const fetch = sinon.stub(window, "fetch").callsFake(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (/\.png$/.test(url)) {
      return options.failTiles ? new Response("gone", { status: 500 }) : new Response(PNG, { headers: { "content-type": "image/png" } });
    }
    if (options.geocoderStatus) return new Response("{}", { status: options.geocoderStatus, headers: { "content-type": "application/json" } });
    return new Response(JSON.stringify(options.places ?? []), { headers: { "content-type": "application/json" } });
  });
  return { fetch, urls: () => fetch.getCalls().map((call) => String(call.args[0])) };
}

export const markerIcons = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(".leaflet-marker-icon")];
