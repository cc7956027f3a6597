import { isWebUrl } from "../define/declare";
import { check, INVALID, isRecord, isText, problem, type Path } from "../shared/checks";

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

const IMAGE_PROBLEM = "the image is not an http, https, blob, relative or data:image URL";
const within = (limit: number) => (value: unknown) => typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** Each key of a marker, in the order its problems are named, whether it must be there, and what its value must be. */
const KEYS: ReadonlyArray<[key: keyof Marker, required: boolean, accepts: (value: unknown) => boolean]> = [
  ["lat", true, within(90)],
  ["lng", true, within(180)],
  // Any scheme but a web address or a data: image (javascript:, however it is written) makes the markers invalid.
  ["image", false, isText],
  ["marker-info", false, isText],
  ["start-open", false, (value) => typeof value === "boolean"],
];
const KNOWN: readonly string[] = KEYS.map(([key]) => key);

/** What is wrong with one marker, and where; null when nothing is. */
function markerProblem(value: unknown): { message: string; path: Path } | null {
  if (!isRecord(value)) return { message: INVALID, path: [] };
  for (const [key, required, accepts] of KEYS) {
    if ((required || value[key] !== undefined) && !accepts(value[key])) return { message: INVALID, path: [key] };
    if (key === "image" && isText(value[key]) && !isWebUrl(value[key], "image")) return { message: IMAGE_PROBLEM, path: [key] };
  }
  return Object.keys(value).every((key) => KNOWN.includes(key)) ? null : { message: INVALID, path: [] };
}

/** One marker, checked alone. */
export const markerSchema = check<Marker>((value) => {
  const wrong = markerProblem(value);
  // Cast: each key checked above.
  return wrong ? problem(wrong.message, wrong.path) : { value: value as Marker };
});

/** The `markers` JSON: a list of markers. */
export const markersSchema = check<Marker[]>((value) => {
  if (!Array.isArray(value)) return problem(INVALID);
  for (const [index, marker] of value.entries()) {
    const wrong = markerProblem(marker);
    if (wrong) return problem(wrong.message, [index, ...wrong.path]);
  }
  // Cast: each marker checked above.
  return { value: value as Marker[] };
});
