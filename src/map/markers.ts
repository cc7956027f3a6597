import * as z from "zod/mini";

/** One marker as the page writes it (markers attribute or a child JSON script). */
export interface Marker {
  lat: number;
  lng: number;
  /** Icon URL; absent: the element's own pin. */
  image?: string | undefined;
  /** The info window's text, or simple markup (b, strong, i, em, br, p, a): sanitised before it is shown. */
  "marker-info"?: string | undefined;
  /** Open the info window when the map appears. */
  "start-open"?: boolean | undefined;
}

/**
 * An icon's address: http, https, blob or relative to the page, or a data: image (an image never runs script). Any
 * other scheme (javascript:, however it is written) makes the markers invalid: one warning, and no markers.
 */
function isIconUrl(raw: string): boolean {
  if (/^\s*data:image\//i.test(raw)) return true;
  try {
    return ["http:", "https:", "blob:"].includes(new URL(raw, "https://relative.invalid/").protocol);
  } catch {
    return false;
  }
}

export const markerSchema = z.strictObject({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  image: z.optional(z.string().check(z.refine(isIconUrl, "the image is not an http, https, blob, relative or data:image URL"))),
  "marker-info": z.optional(z.string()),
  "start-open": z.optional(z.boolean()),
});

export const markersSchema = z.array(markerSchema);
