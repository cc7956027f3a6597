import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import type { ElementProps } from "../define/declare";
import { observeInView } from "../shared/in-view";
import { logger } from "../shared/log";
import { nextTask } from "../shared/next-task";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import type declaration from "./map.element";
import type { MapController, MapOptions } from "./leaflet-map";
import { tintFilter } from "./tint";
import { useGeocoder } from "./use-geocoder";

export type MapProps = ElementProps<typeof declaration>;

const log = logger("x-map");

/** The built-in texts in English (the other languages' are in the shared catalogues). */
const ENGLISH = {
  label: "Map",
  tilesFailed: "Map tiles could not be loaded.",
  // Leaflet's own words for its controls.
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  closeInfo: "Close popup",
  marker: "Marker {n}",
};

/**
 * min-zoom and max-zoom, each valid on its own (the declaration checks that); a minimum above the maximum is
 * ignored with both (one warning), and Leaflet's range applies.
 */
function useZoomRange(minZoom: number | null, maxZoom: number | null): { minZoom: number | null; maxZoom: number | null } {
  const crossed = minZoom !== null && maxZoom !== null && minZoom > maxZoom;
  useEffect(() => {
    if (crossed) log.warn(`min-zoom ${minZoom} is above max-zoom ${maxZoom}: both are ignored`);
  }, [crossed, minZoom, maxZoom]);
  return useMemo(() => (crossed ? { minZoom: null, maxZoom: null } : { minZoom, maxZoom }), [crossed, minZoom, maxZoom]);
}

/** Becomes true once the element has been in view, and stays so. */
function useSeen(host: HTMLElement): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return undefined;
    // Within a screen of the viewport: the library is there by the time the element is.
    return observeInView(host, (inView) => inView && setSeen(true), { rootMargin: "100% 0px" });
  }, [host, seen]);
  return seen;
}

export function MapView(props: MapProps) {
  const {
    lat,
    lng,
    zoom,
    minZoom,
    maxZoom,
    fitMarkers,
    drag,
    zoomControl,
    hue,
    baseLayer,
    tiles,
    attribution,
    address,
    geocoder,
    markers,
    label,
    host,
    emit,
  } = props;
  const texts = useTexts(host, "map", ENGLISH, { label });
  const seen = useSeen(host);
  const place = useGeocoder(address, geocoder, seen);
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<MapController | null>(null);
  const [ready, setReady] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  const range = useZoomRange(minZoom, maxZoom);
  const options = useMemo<MapOptions>(
    () => ({
      center: place ? [place.lat, place.lng] : [lat, lng],
      zoom,
      ...range,
      fitMarkers,
      drag,
      zoomControl,
      baseLayer,
      tiles,
      attribution,
      markers,
      place,
      texts,
    }),
    [lat, lng, zoom, range, fitMarkers, drag, zoomControl, baseLayer, tiles, attribution, markers, place, texts],
  );
  const latest = useRef({ options, emit });
  latest.current = { options, emit };

  // Leaflet and its CSS come in a chunk of their own, the first time the element is in view.
  useEffect(() => {
    const element = container.current;
    if (!seen || !element) return undefined;
    let cancelled = false;
    import("./leaflet-map")
      // In a task of its own, after the one that evaluated Leaflet: the map's layout is a long job of its own.
      .then(async (module) => {
        await nextTask();
        return module;
      })
      .then(({ MapController }) => {
        if (cancelled) return;
        const map = new MapController(element, latest.current.options, {
          onTileFailure: setTilesFailed,
          onMarkerClick: (index, lat, lng) => latest.current.emit("x-marker-click", { index, lat, lng }),
        });
        controller.current = map;
        setReady(true);
      })
      .catch((cause: unknown) => {
        if (!cancelled) log.error("the map library could not be loaded; the fallback stays", cause);
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
      setReady(false);
    };
  }, [seen]);

  useEffect(() => {
    controller.current?.update(options);
  }, [options, ready]);

  // After the ready state is on the host: a listener finds the element as ready as its event says.
  useEffect(() => {
    const map = controller.current;
    if (ready && map) latest.current.emit("x-map-ready", map.view);
  }, [ready]);

  // No scroll trap: the wheel zooms once the map has been focused or clicked, until focus leaves it.
  useEffect(() => {
    const element = container.current;
    if (!ready || !element) return undefined;
    const on = () => controller.current?.wheelZoom(true);
    const off = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !element.contains(event.relatedTarget)) controller.current?.wheelZoom(false);
    };
    element.addEventListener("focusin", on);
    element.addEventListener("pointerdown", on);
    element.addEventListener("focusout", off);
    return () => {
      element.removeEventListener("focusin", on);
      element.removeEventListener("pointerdown", on);
      element.removeEventListener("focusout", off);
    };
  }, [ready]);

  useElementState(host, "ready", ready);
  const filter = tintFilter(hue);

  return (
    <>
      <div
        part="map"
        ref={container}
        role="region"
        aria-label={texts.label}
        style={filter ? ({ "--x-map-tint": filter } as CSSProperties) : undefined}
        hidden={!ready}
      />
      <div part="fallback" hidden={ready}>
        <slot />
      </div>
      <p part="notice" role="status">
        {ready && tilesFailed ? texts.tilesFailed : ""}
      </p>
    </>
  );
}
