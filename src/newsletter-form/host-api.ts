import type { FormApi } from "./controller";

/** What the element carries of MC4WP's form object, beside its attributes' properties. */
export interface NewsletterFormApi {
  /** MC4WP's form id (data-id). */
  readonly formId: number;
  /** data-name, or "Form #id". */
  readonly name: string;
  readonly errors: string[];
  readonly started: boolean;
  getData(): unknown;
  getSerializedData(): string;
  setData(data: unknown): void;
  setResponse(html: string): void;
  reset(): void;
}

const METHODS = ["getData", "getSerializedData", "setData", "setResponse", "reset"] as const;
const GETTERS = ["name", "errors", "started"] as const;

/**
 * Puts MC4WP's form object on the element (the bridge gives it only its attributes as properties): the methods, and
 * getters for the rest. MC4WP's `id` is `formId` here: the element's own `id` stays the DOM's, which pages, styles
 * and scripts read (mc4wp.forms.get(id) and the listeners' form objects carry MC4WP's `id` as MC4WP does). Own,
 * configurable properties: the returned function removes them, and the prototype's show again.
 */
export function exposeApi(host: HTMLElement, api: FormApi): () => void {
  const define = (key: string, descriptor: PropertyDescriptor) =>
    Object.defineProperty(host, key, { configurable: true, enumerable: false, ...descriptor });
  define("formId", { get: () => api.id });
  for (const key of GETTERS) define(key, { get: () => api[key] });
  for (const key of METHODS) define(key, { value: api[key], writable: true });
  return () => {
    for (const key of ["formId", ...GETTERS, ...METHODS]) delete (host as unknown as Record<string, unknown>)[key];
  };
}
