import { expect } from "@open-wc/testing";
import { catalogueLanguage, loadCatalogue, textsIn } from "./catalogues";

const ENGLISH = { close: "Close", back: "Back", trigger: "Toggle" };

describe("the built-in texts' catalogues", () => {
  it("read a language tag by its primary language, and English for any language they do not hold", () => {
    expect(["pl", "pl-PL", "AR-eg", "de-AT", "fr-CA", "es-419"].map(catalogueLanguage)).to.deep.equal(["pl", "pl", "ar", "de", "fr", "es"]);
    expect(["", "en", "en-GB", "ja", "pt-BR"].map(catalogueLanguage)).to.deep.equal(["", "", "", "", ""]);
  });

  it("give English at once for English and unknown languages, and another language's texts once loaded", async () => {
    expect(textsIn("toggle", "ja", ENGLISH)).to.equal(ENGLISH);
    expect(textsIn("toggle", "", ENGLISH)).to.equal(ENGLISH);
    const catalogue = await loadCatalogue("de-CH");
    const german = { close: "Schließen", back: "Zurück", trigger: "Ein-/ausblenden" };
    expect(catalogue?.toggle).to.deep.equal(german);
    expect(textsIn("toggle", "de", ENGLISH)).to.deep.equal(german);
    expect(await loadCatalogue("ja")).to.equal(null);
  });

  it("fill in every text of every element in each language, each a text of its own", async () => {
    for (const language of ["ar", "de", "es", "fr", "pl"]) {
      const catalogue = (await loadCatalogue(language))!;
      for (const [behaviour, texts] of Object.entries(catalogue))
        for (const [key, text] of Object.entries(texts as Record<string, unknown>))
          for (const each of [text].flat()) expect(each, `${language} ${behaviour}.${key}`).to.be.a("string").and.not.equal("");
    }
  });
});
