import {
  control,
  type Control,
  divIcon,
  icon,
  latLngBounds,
  Map as LeafletMap,
  marker as leafletMarker,
  type Layer,
  type LeafletKeyboardEvent,
  type Marker as LeafletMarker,
} from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css?inline";
import { countInstance } from "../shared/live-instances";
import type { BuiltInTexts } from "../shared/texts/types";
import { adoptStyles } from "../shared/stylesheets";
import { infoText, sanitizeInfo } from "./info";
import type { Marker } from "./markers";
import { FetchedTileLayer } from "./tile-layer";
import { drawCountries, worldLayer } from "./world-layer";

/*
 * The map itself, on Leaflet: this module and Leaflet are one lazy chunk, imported when the element comes into
 * view. The view hands it plain options; it keeps the Leaflet objects and changes only what changed.
 */

/** Info windows are at most this wide (the specification's constant). */
export const INFO_MAX_WIDTH = 200;

export interface MapOptions {
  center: [number, number];
  zoom: number;
  /** The zoom range; null: Leaflet's (0 to the base layer's 19). */
  minZoom: number | null;
  maxZoom: number | null;
  /** The view fits every marker instead of center and zoom. */
  fitMarkers: boolean;
  drag: boolean;
  zoomControl: boolean;
  baseLayer: "tiles" | "world";
  tiles: string;
  attribution: string;
  markers: Marker[];
  /** The geocoded address, with its own marker. */
  place: { lat: number; lng: number; name: string } | null;
  /** The words of Leaflet's controls and of a marker without info, in the language of the element's text. */
  texts: Pick<BuiltInTexts["map"], "zoomIn" | "zoomOut" | "closeInfo" | "marker">;
}

export interface MapCallbacks {
  /** Tiles of the current view failed (true) or all loaded (false). */
  onTileFailure(failed: boolean): void;
  /** The visitor clicked a marker (or pressed Enter on it): its index among the markers, the address's last. */
  onMarkerClick(index: number, lat: number, lng: number): void;
}

const PIN = `<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true" focusable="false"><path d="M14 1C7 1 1 6.6 1 13.8 1 23 14 39 14 39s13-16 13-25.2C27 6.6 21 1 14 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;

const pinIcon = () => divIcon({ className: "x-map-pin", html: PIN, iconSize: [28, 40], iconAnchor: [14, 40], popupAnchor: [0, -36] });

function markerIcon(image: string | undefined) {
  return image ? icon({ iconUrl: image, iconSize: [32, 32], iconAnchor: [16, 32], popupAnchor: [0, -30], className: "x-map-image" }) : pinIcon();
}

export class MapController {
  readonly #map: LeafletMap;
  readonly #callbacks: MapCallbacks;
  #options: MapOptions;
  #base: Layer | null = null;
  #markers: LeafletMarker[] = [];
  #failedTiles = 0;
  #destroyed = false;
  readonly #resize: ResizeObserver;
  #zoomControl: Control.Zoom;
  readonly #counted: () => void;

  constructor(container: HTMLElement, options: MapOptions, callbacks: MapCallbacks) {
    const root = container.getRootNode();
    if (root instanceof ShadowRoot) adoptStyles(root, leafletCss);
    this.#options = options;
    this.#callbacks = callbacks;
    this.#map = new LeafletMap(container, {
      center: options.center,
      zoom: options.zoom,
      ...(options.minZoom === null ? {} : { minZoom: options.minZoom }),
      ...(options.maxZoom === null ? {} : { maxZoom: options.maxZoom }),
      dragging: options.drag,
      zoomControl: false, // added below, so that it can come and go
      // No scroll trap: the wheel zooms only once the visitor has focused or clicked the map.
      scrollWheelZoom: false,
      keyboard: true,
      // One ResizeObserver on the container instead of a window resize listener per map.
      trackResize: false,
      attributionControl: true,
    });
    this.#counted = countInstance("Leaflet map");
    this.#map.attributionControl.setPrefix(false);
    this.#zoomControl = this.#newZoomControl();
    if (options.zoomControl) this.#zoomControl.addTo(this.#map);
    // Leaflet writes its info window's close button in English: named in the element's language as it opens.
    this.#map.on("popupopen", ({ popup }) => this.#nameCloseButton(popup.getElement()));
    this.#resize = new ResizeObserver(() => this.#map.invalidateSize({ pan: false }));
    this.#resize.observe(container);
    this.#setBase();
    this.#setMarkers();
  }

  /** The map's centre and zoom now. */
  get view(): { lat: number; lng: number; zoom: number } {
    const { lat, lng } = this.#map.getCenter();
    return { lat, lng, zoom: this.#map.getZoom() };
  }

  /** Allows or stops zooming with the scroll wheel. */
  wheelZoom(on: boolean): void {
    if (on) this.#map.scrollWheelZoom.enable();
    else this.#map.scrollWheelZoom.disable();
  }

  update(options: MapOptions): void {
    const before = this.#options;
    this.#options = options;
    if (before.minZoom !== options.minZoom) this.#map.setMinZoom(options.minZoom ?? 0);
    if (before.maxZoom !== options.maxZoom) this.#map.setMaxZoom(options.maxZoom ?? 19);
    const moved = before.center[0] !== options.center[0] || before.center[1] !== options.center[1] || before.zoom !== options.zoom;
    if (moved && !options.fitMarkers) this.#map.setView(options.center, options.zoom, { animate: false });
    if (before.drag !== options.drag) {
      if (options.drag) this.#map.dragging.enable();
      else this.#map.dragging.disable();
    }
    if (before.texts !== options.texts) {
      // Leaflet's zoom control takes its words when made: made again in the new language.
      this.#zoomControl.remove();
      this.#zoomControl = this.#newZoomControl();
      if (before.zoomControl && options.zoomControl) this.#zoomControl.addTo(this.#map);
      this.#nameCloseButton(this.#map.getContainer().querySelector(".leaflet-popup"));
    }
    if (before.zoomControl !== options.zoomControl) {
      if (options.zoomControl) this.#zoomControl.addTo(this.#map);
      else this.#zoomControl.remove();
    }
    if (before.baseLayer !== options.baseLayer || before.tiles !== options.tiles || before.attribution !== options.attribution) this.#setBase();
    if (before.markers !== options.markers || before.place !== options.place || before.texts.marker !== options.texts.marker) this.#setMarkers();
    else if (options.fitMarkers && (!before.fitMarkers || moved)) this.#fit();
  }

  destroy(): void {
    this.#destroyed = true;
    this.#resize.disconnect();
    // Leaflet's wheel zoom waits 40 ms before zooming, and map.remove() leaves that timer running (on a map
    // without panes, it throws): cleared first. Cast: the timer is the handler's private field.
    clearTimeout((this.#map.scrollWheelZoom as unknown as { _timer?: ReturnType<typeof setTimeout> })._timer);
    // A zoom animation ends on a 250 ms timer that map.remove() leaves running too (it would then move the removed
    // panes): ended now, while the panes are there. Cast: both are private members of Leaflet's map.
    const zooming = this.#map as unknown as { _animatingZoom?: boolean; _onZoomTransitionEnd?: () => void };
    if (zooming._animatingZoom) zooming._onZoomTransitionEnd?.();
    // A pan, zoom or info window still animating would run its next frame on the removed panes (Leaflet's
    // "_leaflet_pos of undefined"): markers and their info windows go first, then listeners, animation, the map.
    for (const marker of this.#markers) marker.remove();
    this.#map.closePopup();
    this.#map.off();
    // Counted alive until Leaflet itself reports the map unloaded (a map with a center and zoom is loaded from the
    // start); listened to after off(), which drops every listener.
    this.#map.once("unload", this.#counted);
    this.#map.stop();
    this.#map.remove();
  }

  #setBase(): void {
    this.#base?.remove();
    this.#base = null;
    this.#failedTiles = 0;
    this.#callbacks.onTileFailure(false);
    const { baseLayer, tiles, attribution } = this.#options;
    if (baseLayer === "world") {
      const layer = worldLayer().addTo(this.#map);
      this.#base = layer;
      void drawCountries(layer, () => !this.#destroyed && this.#base === layer);
      return;
    }
    // Text only: the attribution control writes HTML, and the attribute is text.
    const credit = document.createElement("span");
    credit.textContent = attribution;
    const layer = new FetchedTileLayer(tiles, { attribution: credit.innerHTML, maxZoom: 19, className: "x-map-tiles" });
    layer.on("loading", () => (this.#failedTiles = 0));
    layer.on("tileerror", () => {
      this.#failedTiles += 1;
      this.#callbacks.onTileFailure(true);
    });
    layer.on("load", () => this.#callbacks.onTileFailure(this.#failedTiles > 0));
    this.#base = layer.addTo(this.#map);
  }

  #setMarkers(): void {
    for (const marker of this.#markers) marker.remove();
    const { markers, place } = this.#options;
    const all: Marker[] = place
      ? [...markers, { lat: place.lat, lng: place.lng, "marker-info": place.name, "start-open": markers.length === 0 }]
      : markers;
    this.#markers = all.map((spec, index) => {
      const info = spec["marker-info"] ?? "";
      const name = infoText(info) || this.#options.texts.marker.replaceAll("{n}", String(index + 1));
      const marker = leafletMarker([spec.lat, spec.lng], { icon: markerIcon(spec.image), keyboard: true, title: name, alt: name, riseOnHover: true });
      if (info.trim()) {
        const content = document.createElement("div");
        content.append(sanitizeInfo(info));
        marker.bindPopup(content, { maxWidth: INFO_MAX_WIDTH, autoPan: true });
      }
      const clicked = () => this.#callbacks.onMarkerClick(index, spec.lat, spec.lng);
      marker.on("click", clicked);
      // Enter on a focused marker opens its info window as a click does (Leaflet reports it as a keypress).
      marker.on("keypress", (event) => (event as LeafletKeyboardEvent).originalEvent.key === "Enter" && clicked());
      marker.addTo(this.#map);
      const element = marker.getElement();
      if (element) {
        element.setAttribute("aria-label", name);
        element.setAttribute("part", "marker");
      }
      return marker;
    });
    if (this.#options.fitMarkers) this.#fit();
    const open = this.#markers.find((_, index) => all[index]!["start-open"]);
    open?.openPopup();
  }

  #newZoomControl(): Control.Zoom {
    const { zoomIn, zoomOut } = this.#options.texts;
    return control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut });
  }

  #nameCloseButton(popup: Element | null | undefined): void {
    popup?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", this.#options.texts.closeInfo);
  }

  /** The view that shows every marker, within the zoom range; one marker is centred at the zoom asked for. */
  #fit(): void {
    const points = this.#markers.map((marker) => marker.getLatLng());
    if (points.length === 0) return;
    if (points.length === 1) this.#map.setView(points[0]!, this.#options.zoom, { animate: false });
    else this.#map.fitBounds(latLngBounds(points), { padding: [32, 32], animate: false });
  }
}
