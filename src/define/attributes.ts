import type { ReachingUse, UrlUse } from "../shared/allowed-hosts";

export type { UrlUse };

/**
 * Attribute declarations: how one HTML attribute string becomes a typed prop.
 *
 * Every attribute has a default that is used when the attribute is absent, removed or invalid. Parsing never
 * throws: an invalid value yields a `problem` sentence that the bridge turns into one console warning,
 * e.g. `attribute "end": "tomorrow" is not an ISO 8601 date-time`.
 */
export type AttributeKind = "string" | "boolean" | "number" | "date" | "enum" | "json";

/**
 * A value, or a problem (the default is used). A value may come with a `warning`: the text was understood but not
 * taken as written (a number outside its range, clamped), which the bridge logs like a problem.
 */
export type ParseResult<T> = { ok: true; value: T; warning?: string } | { ok: false; problem: string };

export interface AttributeSpec<T> {
  readonly kind: AttributeKind;
  readonly default: T;
  /** Absence is worth a warning (the element cannot do its job without it). */
  readonly required: boolean;
  /**
   * TypeScript type of the property's value, for the manifest. Derived for plain kinds; JSON and custom attributes
   * name it, and a test compiles every one of these against the type the compiler infers.
   */
  readonly typeText: string;
  /** What the attribute does, for the manifest and the docs; stripped from browser bundles. */
  readonly description: string;
  /**
   * For an attribute that holds an address: what the element does with it (a link the visitor follows, media it
   * shows, an endpoint it sends to or reads from, a script it runs, a frame it opens). The manifest carries it, so
   * that the WordPress plugin applies the same rule as the element.
   */
  readonly urlUse?: UrlUse | undefined;
  /** A JSON object of texts: each key a page may give, with its English text (see JsonOptions). */
  readonly texts?: { readonly [key: string]: string | undefined } | undefined;
  parse(raw: string): ParseResult<T>;
  /** Property value → attribute string; `null` removes the attribute. */
  serialize(value: unknown): string | null;
}

// Any is unavoidable here: a record of specs of different value types, read back through AttributeValue.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AttributeSpecs = Record<string, AttributeSpec<any>>;
export type AttributeValue<S> = S extends AttributeSpec<infer T> ? T : never;
// Not readonly: a declaration's specs are (its `const` type parameter), the properties they describe are settable.
export type AttributeValues<A extends AttributeSpecs> = { -readonly [K in keyof A]: AttributeValue<A[K]> };

/** Every attribute says what it does; `required` ones warn when absent. */
interface Options {
  description: string;
  required?: boolean;
}

/** JSON and custom attributes also name their value's TypeScript type (see `typeText`). */
interface TypedOptions extends Options {
  type: string;
}

interface JsonOptions<T> extends TypedOptions {
  /**
   * For an object of texts (labels, messages): each key a page may give, with its English text. The manifest
   * lists them, so that an editor (the WordPress blocks) offers a field per text with the English as placeholder.
   */
  texts?: { readonly [K in keyof T & string]?: string };
}

function spec<T>(fields: Omit<AttributeSpec<T>, "required"> & { required?: boolean | undefined }): AttributeSpec<T> {
  return { ...fields, required: fields.required ?? false };
}

/** A check's verdict in the Standard Schema form: the value, or the issues found. */
type CheckResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
      }>;
    };

/**
 * What checks a JSON or custom attribute's value: a zod schema, or a small check of an element's own, through the
 * Standard Schema interface (`~standard`) that zod's schemas have. The bridge imports no zod: it loads only with the
 * elements that use it.
 */
export interface ShapeCheck<T, I = unknown> {
  readonly "~standard": {
    readonly validate: (value: unknown) => CheckResult<T> | Promise<CheckResult<T>>;
    readonly types?: { readonly input: I; readonly output: T } | undefined;
  };
}

const quoted = (raw: string) => JSON.stringify(raw);
const plainSerialize = (value: unknown) => (value == null ? null : String(value));

/** A value as JSON; one JSON cannot write (a cycle, a BigInt) as its plain text, which then warns as invalid JSON. */
function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** A schema's verdict on a value: its output, or its first issue (where it is and what it says). */
function validate<T>(schema: ShapeCheck<T>, value: unknown): { ok: true; value: T } | { ok: false; path: string; message: string } {
  const result = schema["~standard"].validate(value);
  // As zod's own parse does for a schema with an asynchronous refinement: attributes are parsed synchronously.
  if (result instanceof Promise) throw new Error("an attribute's schema must be synchronous");
  if (!result.issues) return { ok: true, value: result.value };
  const issue = result.issues[0];
  const path = (issue?.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".");
  return { ok: false, path, message: issue?.message ?? "" };
}

/** Runs a zod schema on the raw string; the schema's first issue message becomes the problem text. */
function fromSchema<T>(schema: ShapeCheck<T>, raw: unknown): ParseResult<T> {
  const result = validate(schema, raw);
  return result.ok ? result : { ok: false, problem: result.message || "is not valid" };
}

/** The whole text matches the pattern (a global pattern too: its last index is reset, as zod's regex check does). */
function matches(pattern: RegExp, raw: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(raw);
}

const INTEGER = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/**
 * An ISO 8601 date-time with seconds and Z or an offset (a real calendar date: no 31 April, 29 February in leap
 * years only), as zod's `iso.datetime({ offset: true })` reads one.
 */
const ISO_DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;

type NumberOptions = Options & { min?: number; max?: number; integer?: boolean };

/** What a number attribute and an optional one share: parsing within bounds, and the sentence for a bad value. */
function numberFields({ min, max, integer, description, required }: NumberOptions) {
  const wanted = [
    integer ? (min === 1 ? "a positive integer" : "an integer") : "a number",
    min !== undefined && !(integer && min === 1) ? `at least ${min}` : "",
    max !== undefined ? `at most ${max}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  const problem = `is not ${wanted}`;
  return {
    kind: "number" as const,
    description,
    required,
    parse(raw: string): ParseResult<number> {
      const text = raw.trim();
      const value = Number(text);
      const valid =
        (integer ? INTEGER : DECIMAL).test(text) &&
        Number.isFinite(value) &&
        (min === undefined || value >= min) &&
        (max === undefined || value <= max);
      return valid ? { ok: true, value } : { ok: false, problem };
    },
    serialize: plainSerialize,
  };
}

export const attr = {
  string(defaultValue: string, options: Options & { pattern?: RegExp; problem?: string }) {
    const { pattern } = options;
    const problem = options.problem ?? `does not match ${pattern}`;
    return spec<string>({
      kind: "string",
      default: defaultValue,
      typeText: "string",
      description: options.description,
      required: options.required,
      parse: (raw) => (!pattern || matches(pattern, raw) ? { ok: true, value: raw } : { ok: false, problem }),
      serialize: plainSerialize,
    });
  },

  /**
   * A web address (see `isWebUrl`) of a link the visitor follows (`use: "link"`, with `accepts: "link"`: http, https,
   * mailto, tel and relative addresses) or of media the element shows (`"media"`: http, https, blob and relative ones;
   * `accepts: "image"` adds data: images). Anything else (javascript:, data:text/html, however it is written) warns and falls back. An address
   * the element sends data to, runs or frames is `reachingUrl` (src/shared/reaching-url.ts), which also checks its host. A URL
   * template also gives its pattern.
   */
  url(defaultValue: string, options: Options & { use: Exclude<UrlUse, ReachingUse>; accepts?: WebUrlKind; pattern?: RegExp; problem?: string }) {
    const { pattern } = options;
    const accepts = options.accepts ?? "resource";
    return spec<string>({
      kind: "string",
      default: defaultValue,
      typeText: "string",
      description: options.description,
      required: options.required,
      parse(raw) {
        if (pattern && !matches(pattern, raw)) return { ok: false, problem: options.problem ?? `does not match ${pattern}` };
        if (!isWebUrl(raw, accepts)) return { ok: false, problem: `is not an ${WEB_URL_TEXT[accepts]} URL` };
        return { ok: true, value: raw };
      },
      serialize: plainSerialize,
      urlUse: options.use,
    });
  },

  /**
   * HTML booleans as WordPress and page builders write them: a bare attribute, `""` and `"true"` are true,
   * `"false"` is false, absent is the default.
   */
  boolean(defaultValue: boolean, options: Options) {
    return spec<boolean>({
      kind: "boolean",
      default: defaultValue,
      typeText: "boolean",
      description: options.description,
      parse(raw) {
        const value = raw.trim().toLowerCase();
        if (value === "" || value === "true") return { ok: true, value: true };
        if (value === "false") return { ok: true, value: false };
        return { ok: false, problem: 'is not a boolean (write the bare attribute, "true" or "false")' };
      },
      serialize(value) {
        if (value == null) return null;
        // A string is what markup would give the attribute (React 19 and Vue set properties from it): written as is.
        if (typeof value === "string") return value;
        if (value) return "";
        // false: absence already means false unless the default is true
        return defaultValue ? "false" : null;
      },
    });
  },

  number(defaultValue: number, options: NumberOptions) {
    return spec<number>({ ...numberFields(options), default: defaultValue, typeText: "number" });
  },

  /**
   * A number kept within min and max: one outside is brought to the nearest bound, with a warning
   * (`150 is outside 0 to 100; 100 is used`); one that is not a number warns and falls back to the default.
   */
  clampedNumber(defaultValue: number, options: Options & { min: number; max: number }) {
    const { min, max } = options;
    const fields = numberFields({ description: options.description, required: options.required });
    return spec<number>({
      ...fields,
      default: defaultValue,
      typeText: "number",
      parse(raw): ParseResult<number> {
        const result = fields.parse(raw);
        if (!result.ok) return result;
        const value = Math.min(max, Math.max(min, result.value));
        if (value === result.value) return result;
        return { ok: true, value, warning: `${result.value} is outside ${min} to ${max}; ${value} is used` };
      },
    });
  },

  /**
   * Any attribute that may be absent: `null` when it is absent, removed or invalid, else what `inner` parses. For an
   * attribute whose absence lets something else decide (x-animate's preset), so that the view need not ask the
   * host whether it was written. Its default for documentation belongs in the description.
   */
  optional<T>(inner: AttributeSpec<T>) {
    return spec<T | null>({
      ...inner,
      default: null,
      typeText: `${inner.typeText} | null`,
      serialize: (value) => (value == null ? null : inner.serialize(value)),
    });
  },

  /** A number that may be absent: `null` when the attribute is absent, removed or invalid. */
  optionalNumber(options: NumberOptions) {
    return spec<number | null>({ ...numberFields(options), default: null, typeText: "number | null" });
  },

  /**
   * An ISO 8601 date-time with an offset or Z; the value is a Date, or null when absent. Minutes without seconds
   * (a date picker's `2026-06-02T12:00+02:00`) and an offset without a colon (PHP's `DATE_ISO8601`, `+0200`) are
   * ISO 8601 too.
   */
  date(options: Options) {
    const canonical = (raw: string) =>
      raw
        .trim()
        .replace(/(T\d{2}:\d{2})(?=[Zz+-]|$)/, "$1:00")
        .replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
    return spec<Date | null>({
      kind: "date",
      default: null,
      typeText: "Date | null",
      description: options.description,
      required: options.required,
      parse(raw) {
        const text = canonical(raw);
        return ISO_DATE_TIME.test(text) ? { ok: true, value: new Date(text) } : { ok: false, problem: "is not an ISO 8601 date-time" };
      },
      // An invalid Date is written as "Invalid Date", which then warns like any invalid attribute.
      serialize: (value) => (value == null ? null : value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : String(value)),
    });
  },

  enum<const V extends string>(values: readonly V[], defaultValue: V, options: Options) {
    const problem = `is not one of ${values.map((v) => quoted(v)).join(", ")}`;
    const isValue = (text: string): text is V => (values as readonly string[]).includes(text);
    return spec<V>({
      kind: "enum",
      default: defaultValue,
      typeText: values.map((v) => quoted(v)).join(" | "),
      description: options.description,
      parse(raw) {
        const text = raw.trim();
        return isValue(text) ? { ok: true, value: text } : { ok: false, problem };
      },
      serialize: plainSerialize,
    });
  },

  /**
   * Structured config as JSON, in the attribute or in a child `<script type="application/json">`.
   * Invalid JSON or a wrong shape warns and falls back; it never throws.
   */
  json<T>(schema: ShapeCheck<T>, defaultValue: T, options: JsonOptions<T>) {
    return spec<T>({
      kind: "json",
      default: defaultValue,
      texts: options.texts,
      typeText: options.type,
      description: options.description,
      required: options.required,
      parse(raw) {
        let data: unknown;
        try {
          data = JSON.parse(raw);
        } catch {
          return { ok: false, problem: "is not valid JSON" };
        }
        const result = validate(schema, data);
        if (result.ok) return result;
        const where = result.path ? ` at ${result.path}` : "";
        return { ok: false, problem: `does not match the expected shape${where}: ${result.message || "invalid"}` };
      },
      serialize: (value) => (value == null ? null : typeof value === "string" ? value : jsonText(value)),
    });
  },

  /** A value with its own string syntax (a unit list, a template), validated by the given zod schema or check. */
  custom<T>(schema: ShapeCheck<T, string>, defaultValue: T, options: TypedOptions & { serialize: (value: T) => string }) {
    const { serialize } = options;
    return spec<T>({
      kind: "string",
      default: defaultValue,
      typeText: options.type,
      description: options.description,
      parse: (raw) => fromSchema(schema, raw),
      serialize: (value) => (value == null ? null : typeof value === "string" ? value : serialize(value as T)),
    });
  },
};

/**
 * What a web address may be: "resource", something the element loads or shows (http, https, relative to the page,
 * or blob:, an object URL the page made); "image", the same or a data: image (an image never runs script); "link",
 * where a link leads (http, https, mailto, tel, relative).
 */
export type WebUrlKind = "resource" | "image" | "link";

const WEB_SCHEMES: Record<WebUrlKind, readonly string[]> = {
  resource: ["http:", "https:", "blob:"],
  image: ["http:", "https:", "blob:"],
  link: ["http:", "https:", "mailto:", "tel:"],
};
const WEB_URL_TEXT: Record<WebUrlKind, string> = {
  resource: "http, https, blob or relative",
  image: "http, https, blob, relative or data:image",
  link: "http, https, mailto, tel or relative",
};

/** Whether the text is a web address of that kind; the scheme is read as the browser reads it (case, spaces, tabs). */
export function isWebUrl(raw: string, kind: WebUrlKind): boolean {
  if (kind === "image" && /^\s*data:image\//i.test(raw)) return true;
  try {
    return WEB_SCHEMES[kind].includes(new URL(raw, "https://relative.invalid/").protocol);
  } catch {
    return false;
  }
}

/** `leadingZeros` → `leading-zeros`: the attribute name WordPress's HTML filter can allow. */
export function attributeName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
