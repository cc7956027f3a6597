import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import sinon from "sinon";
import "../../elements/x-map";
import { captureConsole } from "../testing/console";
import { fakeNetwork, markerIcons } from "./test-helpers";
import { allowHosts } from "../testing/allowed-hosts";

type XMap = HTMLElementTagNameMap["x-map"];

const PARIS = [{ lat: "48.8566", lon: "2.3522", display_name: "Paris, France" }];

/** A map of an address, once ready and centred on the place the geocoder found. */
async function mapOf(geocoder: string): Promise<XMap> {
  const el = await fixture<XMap>(html`<x-map tiles="/t/{z}/{x}/{y}.png" address="Paris" geocoder=${geocoder}>Paris</x-map>`);
  await el.updateComplete;
  await waitUntil(() => el.matches(":state(ready)"), "the map is ready", { timeout: 4000 });
  await waitUntil(() => markerIcons(el).length === 1, "the address marker");
  return el;
}

/** What a visitor's browser does with a geocoder on a host the page does not allow, and with one it allows. */
describe("x-map and the hosts the page allows", () => {
  let log: ReturnType<typeof captureConsole>;
  beforeEach(() => (log = captureConsole()));
  afterEach(() => {
    log.restore();
    sinon.restore();
  });

  it("a geocoder on another host: the address is looked up with OpenStreetMap's, no request to that host, with one warning", async () => {
    const network = fakeNetwork({ places: PARIS });
    const el = await mapOf("https://evil.example/geo?q={query}");
    const lookups = network.urls().filter((url) => !url.endsWith(".png"));
    expect(lookups).to.deep.equal(["https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q=Paris"]);
    expect(network.urls().filter((url) => url.includes("evil.example"))).to.deep.equal([]);
    expect(markerIcons(el)[0]!.getAttribute("aria-label")).to.equal("Paris");
    expect(log.warnings).to.deep.equal([
      '[x-map] attribute "geocoder": "https://evil.example/geo?q={query}" is refused: an endpoint on evil.example, a host this page does not allow (allowed: this site, nominatim.openstreetmap.org, a host of <meta name="x-elements-allowed-hosts">)',
    ]);
  });

  it("a geocoder on a host of the head's <meta name=x-elements-allowed-hosts> is where the address is looked up, without a warning", async () => {
    const forget = allowHosts("geo.example.org");
    try {
      const network = fakeNetwork({ places: PARIS });
      await mapOf("https://geo.example.org/search?q={query}");
      expect(network.urls().filter((url) => !url.endsWith(".png"))).to.deep.equal(["https://geo.example.org/search?q=Paris"]);
      expect(log.warnings).to.deep.equal([]);
    } finally {
      forget();
    }
  });
});
