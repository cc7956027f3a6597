import * as z from "zod/mini";

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

/** What a Nominatim-compatible search answers: a list of places, the best first; coordinates as strings or numbers. */
const resultSchema = z.array(
  z.object({
    lat: z.union([z.string(), z.number()]),
    lon: z.union([z.string(), z.number()]),
    display_name: z.optional(z.string()),
  }),
);

export interface Place {
  lat: number;
  lng: number;
  name: string;
}

/** The first place of a search answer, or null (no result, or an answer of another shape). */
export function firstPlace(body: unknown): Place | null {
  const parsed = z.safeParse(resultSchema, body);
  if (!parsed.success) return null;
  for (const entry of parsed.data) {
    const lat = Number(entry.lat);
    const lng = Number(entry.lon);
    if (Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
      return { lat, lng, name: entry.display_name ?? "" };
    }
  }
  return null;
}
