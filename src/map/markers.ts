import { isWebUrl } from "../define/declare";
import { check, listCheck, isBoolean, isNumber, isRecord, isText, optional, problem, shapeProblem, type Path } from "../shared/checks";

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
const within = (limit: number) => (value: unknown) => isNumber(value) && Math.abs(value as number) <= limit;

/** A marker's keys, in the order their problems are named, and what each value must be. */
const MARKER_SHAPE = {
  lat: within(90),
  lng: within(180),
  image: optional(isText),
  "marker-info": optional(isText),
  "start-open": optional(isBoolean),
};

/** What is wrong with one marker, and where; null when nothing is. */
function markerProblem(value: unknown): { message: string; path: Path } | null {
  const wrong = shapeProblem(value, MARKER_SHAPE, { strict: true });
  const image = isRecord(value) ? value["image"] : undefined;
  // Any scheme but a web address or a data: image (javascript:, however it is written) makes the markers invalid; the
  // image is named after the coordinates, before the keys after it.
  const badImage = isText(image) && !isWebUrl(image, "image") && !["lat", "lng"].includes(String(wrong?.path[0]));
  return badImage ? { message: IMAGE_PROBLEM, path: ["image"] } : wrong;
}

/** One marker, checked alone. */
export const markerSchema = check<Marker>((value) => {
  const wrong = markerProblem(value);
  // Cast: each key checked above.
  return wrong ? problem(wrong.message, wrong.path) : { value: value as Marker };
});

/** The `markers` JSON: a list of markers. */
export const markersSchema = listCheck<Marker>(markerProblem);
