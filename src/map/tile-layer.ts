import { GridLayer, type Coords, type DoneCallback, type GridLayerOptions } from "leaflet";
import { tileUrl } from "./tiles";

/** A blob as a data: URL. */
function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error("the tile could not be read"));
    reader.readAsDataURL(blob);
  });
}

/**
 * Tiles fetched with `fetch` (CORS), not by an <img src>: a failed tile is known with its reason, a tile scrolled
 * away is aborted, and every request goes through the page's one network boundary. A server that refuses CORS
 * (the request rejects) gets a plain image request instead. The image shows as a data: URL, not a blob: one: a
 * strict CSP's `img-src 'self' data:` allows the one and refuses the other.
 */
export class FetchedTileLayer extends GridLayer {
  readonly #template: string;
  readonly #requests = new WeakMap<HTMLElement, AbortController>();

  constructor(template: string, options: GridLayerOptions) {
    super(options);
    this.#template = template;
    this.on("tileunload", (event) => this.#requests.get((event as unknown as { tile: HTMLElement }).tile)?.abort());
  }

  override createTile(coords: Coords, done: DoneCallback): HTMLElement {
    const tile = document.createElement("img");
    tile.alt = "";
    tile.setAttribute("role", "presentation");
    tile.decoding = "async";
    const url = tileUrl(this.#template, coords.x, coords.y, coords.z);
    const controller = new AbortController();
    this.#requests.set(tile, controller);
    const show = (src: string) => {
      tile.onload = () => done(undefined, tile);
      tile.onerror = () => done(new Error(`tile ${url} is not an image`), tile);
      tile.src = src;
    };
    fetch(url, { signal: controller.signal, mode: "cors", credentials: "omit" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`tile ${url}: status ${response.status}`);
        const image = await dataUrl(await response.blob());
        if (!controller.signal.aborted) show(image);
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        // A TypeError is a network or CORS refusal: the image may still load without CORS.
        if (cause instanceof TypeError) show(url);
        else done(cause instanceof Error ? cause : new Error(String(cause)), tile);
      });
    return tile;
  }
}
