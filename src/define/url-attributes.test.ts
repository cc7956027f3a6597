import { expect } from "@open-wc/testing";
import { contractTags } from "../testing/contract/declarations";

/**
 * Every attribute that holds an address, in every declaration, refuses what is no web address: a script or a page
 * smuggled in as a URL. Found by name, so that a new address attribute is checked by being named like one.
 */
const ADDRESS_NAME = /(^|-)(href|src|url|poster|action|root|tiles|geocoder)$/;
/** Checked by the view instead, which logs the specification's own text ("URL is not valid"), tested there. */
const CHECKED_BY_VIEW = ["x-pdf src"];
const NOT_WEB_ADDRESSES = ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"];

describe("URL attributes of every element", () => {
  const addressAttributes = contractTags.flatMap(({ tag, attributes }) =>
    attributes
      .filter(({ name }) => ADDRESS_NAME.test(name) && !CHECKED_BY_VIEW.includes(`${tag} ${name}`))
      .map((attribute) => ({ tag, ...attribute })),
  );

  it("are found (one or more per element that has an address)", () => {
    const names = addressAttributes.map(({ tag, name }) => `${tag} ${name}`);
    for (const expected of ["x-cta href", "x-pdf viewer-url", "x-video poster", "x-contact-form api-root", "x-rating ajax-url"]) {
      expect(names).to.include(expected);
    }
  });

  for (const bad of NOT_WEB_ADDRESSES) {
    it(`refuse ${JSON.stringify(bad)}`, () => {
      for (const { tag, name, spec } of addressAttributes) {
        expect(spec.parse(bad).ok, `${tag} ${name}`).to.equal(false);
      }
    });
  }
});
