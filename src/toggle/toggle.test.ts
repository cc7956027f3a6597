import { expect, fixture, html } from "@open-wc/testing";
import "../../elements/x-toggle";

describe("x-toggle smoke", () => {
  it("renders a collapse", async () => {
    const el = await fixture<HTMLElementTagNameMap["x-toggle"]>(
      html`<x-toggle
        ><button slot="trigger" type="button">More</button>
        <p>Text</p></x-toggle
      >`,
    );
    await el.updateComplete;
    const trigger = el.querySelector("button")!;
    expect(trigger.getAttribute("aria-expanded")).to.equal("false");
    trigger.click();
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect(trigger.getAttribute("aria-expanded")).to.equal("true");
  });
});
