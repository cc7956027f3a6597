import { expect } from "@open-wc/testing";
import { geocoderUrl } from "./geocoder";

describe("x-map geocoder URL", () => {
  it("encodes the address into the template", () => {
    expect(geocoderUrl("/geocode?q={query}", " Place de l'Étoile ")).to.equal("/geocode?q=Place%20de%20l'%C3%89toile");
  });

  it("an address with a lone surrogate (half an emoji) is encoded, not thrown on", () => {
    expect(geocoderUrl("/geocode?q={query}", "Caf\ud83d \udca9")).to.equal("/geocode?q=Caf%EF%BF%BD%20%EF%BF%BD");
    expect(geocoderUrl("/geocode?q={query}", "👩 ok")).to.equal("/geocode?q=%F0%9F%91%A9%20ok");
  });
});
