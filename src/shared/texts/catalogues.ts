import type { Behaviour, BuiltInTexts, Catalogue } from "./types";

/**
 * The languages the elements speak besides English, each a module of its own fetched the first time an element
 * in that language renders (none of them weighs on an element's code). Any other language reads English.
 */
const LOADERS: Readonly<Record<string, () => Promise<{ default: Catalogue }>>> = {
  ar: () => import("./ar"),
  de: () => import("./de"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
};

const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<Catalogue | null>>();

/** The catalogue's key for a language tag ("pl-PL" and "pl" are "pl"), or "" when the elements speak it in English. */
export function catalogueLanguage(language: string): string {
  const primary = language.split("-")[0]!.toLowerCase();
  return Object.hasOwn(LOADERS, primary) ? primary : "";
}

/** `behaviour`'s texts in `language` if its catalogue is here, English when the language has none, else null (on its way). */
export function textsIn<B extends Behaviour>(behaviour: B, language: string, english: BuiltInTexts[B]): BuiltInTexts[B] | null {
  const key = catalogueLanguage(language);
  if (!key) return english;
  const catalogue = loaded.get(key);
  return catalogue ? catalogue[behaviour] : null;
}

/** Fetches a language's catalogue once; null when it cannot be loaded (the elements then stay in English). */
export function loadCatalogue(language: string): Promise<Catalogue | null> {
  const key = catalogueLanguage(language);
  if (!key) return Promise.resolve(null);
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[key]!().then(
      (module) => (loaded.set(key, module.default), module.default),
      () => null,
    );
    loading.set(key, promise);
  }
  return promise;
}
