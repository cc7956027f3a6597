import { expect } from "@open-wc/testing";
import { apiUrl } from "./api";
import { errorId, isAccepted, prefixWebsite } from "./helpers";
import { statusClass } from "./status";

describe("contact form helpers", () => {
  it("maps API statuses to CF7's classes and converts unknown ones with non-global replaces", () => {
    const statuses = {
      init: "init",
      validation_failed: "invalid",
      acceptance_missing: "unaccepted",
      spam: "spam",
      aborted: "aborted",
      mail_sent: "sent",
      mail_failed: "failed",
      submitting: "submitting",
      resetting: "resetting",
      validating: "validating",
      payment_required: "payment-required",
      sent: "sent",
      "payment-required": "payment-required",
      error: "custom-error",
      foo_bar_baz: "custom-foo-bar_baz",
      "__weird  status!": "custom-weird-status!",
      "Quota Exceeded": "custom-Quota-Exceeded",
    };
    expect(Object.fromEntries(Object.keys(statuses).map((status) => [status, statusClass(status)]))).to.deep.equal(statuses);
  });

  it("builds API URLs for a pretty-permalink root and a ?rest_route= root", () => {
    expect(apiUrl("/wp-json/", "contact-forms/5/feedback")).to.equal("/wp-json/contact-form-7/v1/contact-forms/5/feedback");
    expect(apiUrl("https://site.test/wp-json/", "/contact-forms/5/refill")).to.equal(
      "https://site.test/wp-json/contact-form-7/v1/contact-forms/5/refill",
    );
    expect(apiUrl("https://site.test/?rest_route=/", "contact-forms/5/feedback/schema")).to.equal(
      "https://site.test/?rest_route=/contact-form-7/v1/contact-forms/5/feedback/schema",
    );
    expect(apiUrl("/?rest_route=/", "contact-forms/5/refill?x=1")).to.equal("/?rest_route=/contact-form-7/v1/contact-forms/5/refill&x=1");
  });

  it("prefixes http:// to a website with a dot and no scheme, and trims", () => {
    expect(prefixWebsite(" example.com ")).to.equal("http://example.com");
    expect(prefixWebsite("//example.com/a")).to.equal("http://example.com/a");
    expect(prefixWebsite("https://example.com")).to.equal("https://example.com");
    expect(prefixWebsite("mailto:a@b.co")).to.equal("mailto:a@b.co");
    expect(prefixWebsite("a@b.com")).to.equal("http://a@b.com");
    expect(prefixWebsite("localhost")).to.equal("localhost");
    expect(prefixWebsite("   ")).to.equal("");
  });

  it("accepts when every non-optional box is checked, or unchecked where inverted", () => {
    const box = (checked: boolean, optional = false, invert = false) => ({ checked, optional, invert });
    expect(isAccepted([])).to.equal(true);
    expect(isAccepted([box(true), box(false, true)])).to.equal(true);
    expect(isAccepted([box(true), box(false)])).to.equal(false);
    expect(isAccepted([box(false, false, true)])).to.equal(true);
    expect(isAccepted([box(true, false, true)])).to.equal(false);
    expect(isAccepted([box(true, true, true)])).to.equal(true);
  });

  it("builds error ids as CF7 does", () => {
    expect(errorId("wpcf7-f5-p6-o1", "your-name")).to.equal("wpcf7-f5-p6-o1-ve-your-name");
    expect(errorId("wpcf7-f5-o1", "a:b c")).to.equal("wpcf7-f5-o1-ve-abc");
  });
});
