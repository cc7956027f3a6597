import { attr, declare, event } from "../define/declare";
import { DEFAULT_GEOCODER, GEOCODER_PATTERN } from "./geocoder";
import { markersSchema, type Marker } from "./markers";
import { DEFAULT_ATTRIBUTION, DEFAULT_TILES, TILES_PATTERN } from "./tiles";
import { reachingUrl } from "../shared/reaching-url";

export type { Marker };

export default declare({
  tag: "x-map",
  summary: "An interactive map on Leaflet, loaded when it comes into view; its own content (a link or an image) is the no-JavaScript fallback.",
  attributes: {
    lat: attr.number(40.7128, { min: -90, max: 90, description: "Latitude of the centre, -90 to 90 (default New York)." }),
    lng: attr.number(-74.006, { min: -180, max: 180, description: "Longitude of the centre, -180 to 180 (default New York)." }),
    zoom: attr.number(8, { min: 0, max: 19, integer: true, description: "Zoom level, 0 (the world) to 19 (a street)." }),
    minZoom: attr.optionalNumber({
      min: 0,
      max: 19,
      integer: true,
      description: "The farthest out the visitor can zoom, 0 to 19; absent: 0. Above max-zoom: both are ignored (one warning).",
    }),
    maxZoom: attr.optionalNumber({ min: 0, max: 19, integer: true, description: "The closest in the visitor can zoom, 0 to 19; absent: 19." }),
    fitMarkers: attr.boolean(false, {
      description:
        "The view fits every marker (and the address's), instead of lat, lng and zoom: again whenever the markers change. One marker: centred at zoom.",
    }),
    drag: attr.boolean(true, { description: "Whether the map can be panned by dragging (the keyboard's arrows always pan)." }),
    zoomControl: attr.boolean(true, { description: "Show the + and - zoom buttons." }),
    hue: attr.string("", {
      pattern: /^$|^#([0-9a-f]{3}|[0-9a-f]{6})$/i,
      problem: "is not a hex colour such as #0a7 or #2266aa",
      description: "A colour (#rgb or #rrggbb) whose hue tints the base layer, through a CSS filter; empty: no tint.",
    }),
    baseLayer: attr.enum(["tiles", "world"], "tiles", {
      description:
        'The map under the markers: "tiles", images from the tile server in `tiles`; "world", country outlines drawn in the browser (world-atlas), with no tile server at all.',
    }),
    tiles: attr.url(DEFAULT_TILES, {
      use: "media",
      pattern: TILES_PATTERN,
      problem: "is not a tile URL template with {z}, {x} and {y}",
      description:
        "Tile URL template with {z}, {x}, {y} (and optionally {s}, {r}); default OpenStreetMap's. Tiles are fetched with CORS, as OpenStreetMap and most tile services allow; a server without CORS gets plain image requests.",
    }),
    attribution: attr.string(DEFAULT_ATTRIBUTION, { description: "Credit for the tiles, shown as text in the corner." }),
    address: attr.string("", { description: "An address to look up with the geocoder: the map centres on it and puts a marker there." }),
    geocoder: reachingUrl(DEFAULT_GEOCODER, {
      use: "endpoint",
      pattern: GEOCODER_PATTERN,
      problem: "is not a URL template with {query}",
      description:
        "URL template of a Nominatim-compatible search endpoint; {query} is replaced by the address. Answers a JSON list of places with lat and lon.",
    }),
    markers: attr.json(markersSchema, [], {
      type: "Marker[]",
      description:
        'Markers as JSON (here or in a child <script type="application/json">): [{"lat", "lng", "image" (icon URL), "marker-info" (text or simple markup, sanitised), "start-open"}].',
    }),
    label: attr.string("", { description: "The map's accessible name; absent: \"Map\" in the language of the element's text." }),
  },
  events: {
    "x-map-ready": event<{ lat: number; lng: number; zoom: number }>("The map is shown (once per upgrade): its centre and zoom."),
    "x-marker-click": event<{ index: number; lat: number; lng: number }>(
      "The visitor clicked a marker (or pressed Enter on it): its index in markers (0-based; the address's marker comes after them), lat and lng.",
    ),
  },
  slots: { "": "The no-JavaScript fallback (a static image, an address link), shown until the map is ready and if it cannot load." },
  parts: {
    map: "The map (Leaflet's container).",
    fallback: "The box that holds the fallback while the map loads.",
    notice: "A small notice, shown when map tiles fail to load.",
    marker: "Each marker's icon.",
  },
  cssProperties: {
    "--x-map-height": "Height of the map (reserved before the upgrade too). Default 400px.",
    "--x-map-radius": "Corner radius of the map.",
    "--x-map-marker-color": "Colour of the default marker pin.",
    "--x-map-land": "Fill of the land in the world base layer.",
    "--x-map-water": "Background (water) of the world base layer.",
  },
  states: { ready: "Set once the map is shown." },
  wordpress: { block: { title: "Interactive map", icon: "location-alt", keywords: ["map", "markers", "location", "openstreetmap"] } },
  demo: "/media.html",
  view: "MapView",
  examples: [
    {
      title: "A map with markers, one open",
      html: `<x-map lat="51.5072" lng="-0.1276" zoom="11" hue="#0a7" tiles="/media/tiles/{z}/{x}/{y}.svg" markers='[{"lat":51.5081,"lng":-0.0759,"marker-info":"Tower of London, open daily","start-open":true},{"lat":51.5007,"lng":-0.1246,"marker-info":"Westminster"}]'><a href="https://www.openstreetmap.org/#map=11/51.5072/-0.1276">Map of London</a></x-map>`,
      fires: ["x-map-ready"],
      acts: [{ click: '[part="marker"][aria-label="Westminster"]', fires: ["x-marker-click"] }],
    },
    {
      title: "Country outlines, no tile server",
      html: `<x-map base-layer="world" zoom="3" lat="48" lng="10" drag="false" label="Europe"><a href="https://www.openstreetmap.org/#map=3/48/10">Map of Europe</a></x-map>`,
      fires: ["x-map-ready"],
    },
    {
      title: "An address, looked up with a geocoder",
      html: `<x-map address="Paris" geocoder="/media/geocode?format=json&amp;q={query}" zoom="12" base-layer="world" zoom-control="false"><a href="https://www.openstreetmap.org/search?query=Paris">Paris on OpenStreetMap</a></x-map>`,
      fires: ["x-map-ready"],
    },
    {
      title: "Far down a long page: Leaflet loads (and x-map-ready fires) only once the map nears the view",
      html: `<x-map style="margin-top: 400vh" base-layer="world" zoom="5" lat="52.37" lng="4.9" label="Amsterdam"><a href="https://www.openstreetmap.org/#map=5/52.37/4.9">Map of Amsterdam</a></x-map>`,
    },
    {
      title: "Fitting every marker, zooming between 4 and 12",
      html: `<x-map fit-markers min-zoom="4" max-zoom="12" base-layer="world" label="Our offices" markers='[{"lat":48.8566,"lng":2.3522,"marker-info":"Paris"},{"lat":52.52,"lng":13.405,"marker-info":"Berlin"},{"lat":41.9028,"lng":12.4964,"marker-info":"Rome"}]'><a href="https://www.openstreetmap.org/#map=4/48/10">Our offices on OpenStreetMap</a></x-map>`,
      fires: ["x-map-ready"],
    },
  ],
});
