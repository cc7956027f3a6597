/*
 * What an attacker could have slipped into the page through an attribute: inline event handlers, and addresses
 * with a scheme other than http, https, mailto and tel (javascript:, data:text/html, vbscript:) on anything that
 * navigates or loads. The whole page is read, open shadow roots included, so that what an element rendered
 * anywhere (its shadow root, its light DOM, a portal on the body) is seen.
 */

const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "poster", "xlink:href", "data", "background", "cite", "ping"];
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/** Every element under `root`, through open shadow roots. */
export function* deepElements(root: Node): Generator<Element> {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node as Element;
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}

function describe(element: Element, name: string, value: string): string {
  const host = (element.getRootNode() as ShadowRoot).host;
  const where = host ? ` in <${host.localName}>'s shadow root` : "";
  return `<${element.localName} ${name}=${JSON.stringify(value.slice(0, 80))}>${where}`;
}

/** Whether an address is harmless to follow or load: a safe scheme, or a relative address (which is the page's). */
export function safeUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value, location.href);
  } catch {
    return true; // no address at all: the browser goes nowhere
  }
  return SAFE_SCHEMES.has(url.protocol);
}

/** An inline event handler's attribute: onerror, onclick... (not `once`, an element's own attribute). */
const isHandler = (name: string): boolean => name.startsWith("on") && (name in HTMLElement.prototype || name in SVGElement.prototype);

/** A data: image in an <img>: an image never runs script (an SVG loaded as an image neither). */
const isImage = (element: Element, name: string, value: string): boolean =>
  element.localName === "img" && name === "src" && /^\s*data:image\//i.test(value);

/**
 * Inline handlers and unsafe addresses under `root`, described. The attributes of the elements `hosts` names are
 * left out: they are the configuration the page wrote (the hostile value itself), not what an element rendered.
 */
export function unsafeMarkup(root: Node, hosts: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  for (const element of deepElements(root)) {
    if (hosts.has(element.localName)) continue;
    for (const { name, value } of element.attributes) {
      if (isHandler(name)) found.push(`handler ${describe(element, name, value)}`);
      else if (URL_ATTRIBUTES.includes(name) && value.trim() !== "" && !safeUrl(value) && !isImage(element, name, value))
        found.push(`address ${describe(element, name, value)}`);
      else if (name === "srcset" && value.split(",").some((candidate) => !safeUrl(candidate.trim().split(/\s+/)[0] ?? "")))
        found.push(`address ${describe(element, name, value)}`);
    }
  }
  return found;
}
