import * as z from "zod/mini";
import { isWebUrl } from "../define/declare";

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

export const markerSchema = z.strictObject({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  // Any scheme but a web address or a data: image (javascript:, however it is written) makes the markers invalid.
  image: z.optional(
    z.string().check(z.refine((raw: string) => isWebUrl(raw, "image"), "the image is not an http, https, blob, relative or data:image URL")),
  ),
  "marker-info": z.optional(z.string()),
  "start-open": z.optional(z.boolean()),
});

export const markersSchema = z.array(markerSchema);
