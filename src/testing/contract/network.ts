/*
 * No request of the contract suite leaves the test page: every fetch gets a harmless answer, a JSON 404, so that
 * an example that loads something (results, a schema) meets an ordinary "not found" instead of the network.
 * Imported first by the suite, before any element's code is loaded.
 */

/** The URLs requested, for the record. */
export const requests: string[] = [];

function urlOf(input: RequestInfo | URL): string {
  if (input instanceof Request) return input.url;
  return String(input);
}

window.fetch = async (input: RequestInfo | URL): Promise<Response> => {
  requests.push(new URL(urlOf(input), location.href).href);
  return new Response(JSON.stringify({ code: "rest_no_route", message: "Not found.", data: { status: 404 } }), {
    status: 404,
    headers: { "content-type": "application/json" },
  });
};

/** Resources the page fetched (scripts, images, requests) from anywhere but the test server itself. */
export function foreignResources(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href);
      return !/^(data|blob):$/.test(url.protocol) && url.host !== location.host;
    });
}
