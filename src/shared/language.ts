/**
 * The language of an element's text, by HTML's rule: its own `lang` or its nearest ancestor's (across shadow
 * roots, to the document's), and a watch for when that changes. Pure DOM, no React.
 */

/** A language tag as Intl writes it ("pl", "ar-EG"), or "" when it is empty or no well-formed tag. */
function canonicalLanguage(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag.trim())[0] ?? "";
  } catch {
    return ""; // not a language tag, e.g. "en_US"
  }
}

/** The language of `element`'s text: "" when unknown (no lang anywhere, lang="" or not a language tag). */
export function elementLanguage(element: Element): string {
  let node: Element | null = element;
  while (node) {
    const tagged = node.closest("[lang]");
    if (tagged) return canonicalLanguage(tagged.getAttribute("lang") ?? "");
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return "";
}

type Listener = (language: string) => void;

/** The listeners, each with its element and the language it was last told (an element may have several). */
const watched = new Map<Listener, { element: Element; language: string }>();
let observer: MutationObserver | null = null;

/** A lang attribute changed somewhere: tells each watched element whose language it changed. */
function recheck(): void {
  for (const [listener, entry] of watched) {
    const language = elementLanguage(entry.element);
    if (language === entry.language) continue;
    entry.language = language;
    listener(language);
  }
}

/**
 * Calls `listener` with the element's new language each time a `lang` attribute change changes it (its own, an
 * ancestor's, the document's). One observer serves every watched element, there only while one is watched: lang
 * attributes change rarely, so each change simply checks them all.
 */
export function watchLanguage(element: Element, listener: Listener): () => void {
  watched.set(listener, { element, language: elementLanguage(element) });
  if (!observer) {
    observer = new MutationObserver(recheck);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"], subtree: true });
  }
  return () => {
    if (watched.get(listener)?.element !== element) return;
    watched.delete(listener);
    if (watched.size > 0) return;
    observer?.disconnect();
    observer = null;
  };
}
