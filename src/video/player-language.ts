import videojs from "video.js";
import { catalogueLanguage } from "../shared/texts/catalogues";

/**
 * video.js's own translations of its controls (Play, Mute, Fullscreen, its error and captions texts...), for the
 * languages the elements speak; each a small chunk of its own, fetched the first time a player in it is built.
 */
const TRANSLATIONS: Readonly<Record<string, () => Promise<{ default: Record<string, string> }>>> = {
  ar: () => import("video.js/dist/lang/ar.json"),
  de: () => import("video.js/dist/lang/de.json"),
  es: () => import("video.js/dist/lang/es.json"),
  fr: () => import("video.js/dist/lang/fr.json"),
  pl: () => import("video.js/dist/lang/pl.json"),
};

const added = new Map<string, Promise<string>>();

/**
 * Gives video.js the translation for `language` (the language of the element's text) and returns the code to set
 * as the player's language: "en" for English and any language the elements do not speak, or when it cannot load.
 */
export function playerLanguage(language: string): Promise<string> {
  const key = catalogueLanguage(language);
  const load = TRANSLATIONS[key];
  if (!load) return Promise.resolve("en");
  let promise = added.get(key);
  if (!promise) {
    promise = load().then(
      (module) => (videojs.addLanguage(key, module.default), key),
      () => "en",
    );
    added.set(key, promise);
  }
  return promise;
}
