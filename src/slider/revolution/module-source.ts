/*
 * Where a module's data comes from. A page whose element wraps Slider Revolution's markup (`<sr7-module
 * data-alias id>`) may still carry the module's data (SR7.JSON[id], from the plugin's footer script); else the
 * plugin's public REST route gives it: `{REST root}sliderrevolution/sliders/{alias}?srengine=7&alias=true`, the
 * REST root from the page's `<link rel="https://api.w.org/">` (WordPress prints it), else /wp-json/.
 */

/** The module's data the page already holds (SR7.JSON[id]). */
export function inlineData(module: HTMLElement): unknown {
  const sr7 = (window as { SR7?: { JSON?: Record<string, unknown> } }).SR7;
  return module.id ? sr7?.JSON?.[module.id] : undefined;
}

/** The REST route of a wrapped module, on this site. */
export function routeOf(module: HTMLElement): string | null {
  const alias = module.dataset.alias;
  if (!alias) return null;
  const root = document.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]')?.href ?? new URL("/wp-json/", location.href).href;
  const route = `sliderrevolution/sliders/${encodeURIComponent(alias)}`;
  // A root given as ?rest_route=/ takes the route in that parameter.
  const url = new URL(root, location.href);
  if (url.searchParams.has("rest_route")) url.searchParams.set("rest_route", `/${route}`);
  else url.pathname = `${url.pathname.replace(/\/?$/, "/")}${route}`;
  url.searchParams.set("srengine", "7");
  url.searchParams.set("alias", "true");
  return url.href;
}

/** The module's data from a route: refused (HTTP error, success false, not a module) as an Error naming why. */
export async function fetchModule(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, credentials: "same-origin", headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const data = (await response.json()) as { success?: boolean; message?: string; settings?: unknown; slides?: unknown };
  if (data.success === false) throw new Error(`${url} refused: ${data.message ?? "no message"}`);
  if (!data.settings || !data.slides) throw new Error(`${url} gave no module (settings and slides)`);
  return data;
}

/** The module's data: from `source` (a route), else the wrapped markup's own (inline, else from its site's route); none if it names none. */
export async function moduleData(source: string, wrapped: HTMLElement | null, signal: AbortSignal): Promise<unknown> {
  const inline = wrapped && !source ? inlineData(wrapped) : undefined;
  const url = source || (wrapped && !inline ? routeOf(wrapped) : null);
  return url ? fetchModule(url, signal) : inline;
}
