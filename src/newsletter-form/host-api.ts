import type { FormApi } from "./controller";

const nativeId = Object.getOwnPropertyDescriptor(Element.prototype, "id")!;
const METHODS = ["getData", "getSerializedData", "setData", "setResponse", "reset"] as const;
const GETTERS = ["name", "errors", "started"] as const;

/**
 * Puts MC4WP's form object on the element (the bridge gives it only its attributes as properties): the methods, and
 * getters for the rest. `id` reads MC4WP's form id, as on MC4WP's object; writing it still sets the element's id
 * attribute. Own, configurable properties: the returned function removes them, and the prototype's show again.
 */
export function exposeApi(host: HTMLElement, api: FormApi): () => void {
  const define = (key: string, descriptor: PropertyDescriptor) =>
    Object.defineProperty(host, key, { configurable: true, enumerable: false, ...descriptor });
  define("id", {
    get: () => api.id,
    set: (value: string) => nativeId.set!.call(host, value),
  });
  for (const key of GETTERS) define(key, { get: () => api[key] });
  for (const key of METHODS) define(key, { value: api[key], writable: true });
  return () => {
    for (const key of ["id", ...GETTERS, ...METHODS]) delete (host as unknown as Record<string, unknown>)[key];
  };
}
