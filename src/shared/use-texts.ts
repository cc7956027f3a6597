import { useEffect, useMemo, useState } from "react";
import { elementLanguage } from "./language";
import { loadCatalogue, textsIn } from "./texts/catalogues";
import type { Behaviour, BuiltInTexts } from "./texts/types";
import { useLanguage } from "./use-language";

// The page's language is known before any element renders: its texts start loading with the first element's code.
if (typeof document !== "undefined") void loadCatalogue(elementLanguage(document.documentElement));

/** Texts an element's attributes give, each over the language's; an empty or absent one leaves the language's. */
export type TextOverrides<B extends Behaviour> = { readonly [K in keyof BuiltInTexts[B]]?: string | undefined };

/**
 * The host's built-in texts in the language of its text (its lang, the nearest ancestor's, the document's), each
 * overridden by the page's own wording in `overrides`, rendering again when the language changes. English while
 * another language's texts are on their way (its catalogue loads once a page), and for a language the elements
 * do not speak. The result keeps its identity while the language and the overrides stay.
 */
export function useTexts<B extends Behaviour>(
  host: HTMLElement,
  behaviour: B,
  english: BuiltInTexts[B],
  overrides: TextOverrides<B> = {},
): BuiltInTexts[B] {
  const language = useLanguage(host);
  const [, setLoaded] = useState(0);
  const texts = textsIn(behaviour, language, english);
  useEffect(() => {
    if (texts) return;
    let current = true;
    void loadCatalogue(language).then(() => current && setLoaded((count) => count + 1));
    return () => {
      current = false;
    };
  }, [texts, language]);
  const given = JSON.stringify(overrides);
  return useMemo(() => {
    const merged = { ...(texts ?? english) };
    for (const [key, text] of Object.entries(JSON.parse(given) as Record<string, string | null>))
      if (text) (merged as Record<string, string>)[key] = text;
    return merged;
  }, [texts, english, given]);
}
