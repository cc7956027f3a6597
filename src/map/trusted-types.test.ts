import { expect, waitUntil } from "@open-wc/testing";
import sinon from "sinon";
import { enforceTrustedTypesOnPage } from "../testing/trusted-types";
import { markerIcons, fakeNetwork } from "./test-helpers";
import { part } from "../testing/parts";

type XMap = HTMLElementTagNameMap["x-map"];

describe("x-map on a page enforcing Trusted Types", () => {
  let page: ReturnType<typeof enforceTrustedTypesOnPage>;
  before(() => (page = enforceTrustedTypesOnPage()));
  after(() => {
    page.stop();
    sinon.restore();
  });

  it("loads Leaflet, rewritten by the build: its inline SVG check holds without an innerHTML string", async () => {
    const { Browser } = await import("leaflet");
    // Cast: @types/leaflet does not list this flag of Leaflet's Browser.
    expect((Browser as typeof Browser & { inlineSvg: boolean }).inlineSvg).to.equal(true);
  });

  it("shows Leaflet's map with its markers, info window, zoom buttons and credits, and nothing is refused", async () => {
    fakeNetwork();
    await import("../../elements/x-map");
    const el = document.createElement("x-map") as XMap;
    el.setAttribute("tiles", "/t/{z}/{x}/{y}.png");
    el.setAttribute("attribution", "<b>Tiles</b> & co");
    el.setAttribute(
      "markers",
      JSON.stringify([{ lat: 40.7, lng: -74, "marker-info": "<strong>Here</strong><img src=x onerror=alert(1)>", "start-open": true }]),
    );
    document.body.append(el);
    await waitUntil(() => el.matches(":state(ready)"), "the map is ready", { timeout: 4000 });
    expect(markerIcons(el).length).to.equal(1);
    expect(part(el, "map")!.querySelector(".leaflet-popup-content")!.innerHTML).to.equal("<div><strong>Here</strong></div>");
    expect(part(el, "map")!.querySelector(".leaflet-control-zoom-in")!.textContent).to.equal("+");
    expect(part(el, "map")!.querySelector(".leaflet-control-attribution")!.textContent).to.equal("<b>Tiles</b> & co");
    // The one refusal: a string written here, which shows that the page does enforce Trusted Types.
    expect(() => (document.createElement("div").innerHTML = "<b>x</b>")).to.throw(TypeError);
    await waitUntil(() => page.violations.length > 0, "the refusal reported");
    expect(page.violations).to.deep.equal(["require-trusted-types-for Element innerHTML|<b>x</b>"]);
    el.remove();
  });
});
