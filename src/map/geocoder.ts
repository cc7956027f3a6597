import { isNumber, isText, optional, shaped } from "../shared/checks";

/** OpenStreetMap's Nominatim, the default search endpoint; `{query}` is replaced by the address, encoded. */
export const DEFAULT_GEOCODER = "https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q={query}";

export const GEOCODER_PATTERN = /\{query\}/;

/** The search URL for an address, from a template with a `{query}` placeholder. */
export function geocoderUrl(template: string, address: string): string {
  return template.replaceAll("{query}", encodeURIComponent(wellFormed(address.trim())));
}

/** Lone surrogates (half an emoji, pasted text cut in two) made U+FFFD: encodeURIComponent throws on them. */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

export interface Place {
  lat: number;
  lng: number;
  name: string;
}

/** A search result as Nominatim-compatible searches answer: coordinates as strings or numbers, and a name. */
interface Result {
  lat: string | number;
  lon: string | number;
  display_name?: string | undefined;
}

const isCoordinate = (value: unknown) => isText(value) || isNumber(value);
const isResult = shaped({ lat: isCoordinate, lon: isCoordinate, display_name: optional(isText) }) as (value: unknown) => value is Result;

/** The first place of a search answer (a list of places, the best first), or null (no result, or an answer of another shape). */
export function firstPlace(body: unknown): Place | null {
  if (!Array.isArray(body) || !body.every(isResult)) return null;
  for (const entry of body) {
    const lat = Number(entry.lat);
    const lng = Number(entry.lon);
    if (Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
      return { lat, lng, name: entry.display_name ?? "" };
    }
  }
  return null;
}
