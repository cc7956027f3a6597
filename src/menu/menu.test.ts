import { expect, html } from "@open-wc/testing";
import "../../elements/x-menu";
import { buttonOf, mount, stateOf } from "./test-helpers";

const MENU = html`<nav aria-label="Main">
  <ul class="menu">
    <li><a href="#home">Home</a></li>
    <li>
      <a href="#services">Services</a>
      <ul class="sub-menu">
        <li><a href="#design">Design</a></li>
        <li>
          <a href="#development">Development</a>
          <ul class="sub-menu">
            <li><a href="#web">Web</a></li>
            <li><a href="#apps">Apps</a></li>
          </ul>
        </li>
      </ul>
    </li>
    <li>
      <a href="#about">About</a>
      <ul class="sub-menu">
        <li><a href="#team">Team</a></li>
      </ul>
    </li>
    <li><a href="#contact">Contact</a></li>
  </ul>
</nav>`;

describe("x-menu", () => {
  it("adds a submenu button to each parent, and takes it back when removed", async () => {
    const el = await mount<HTMLElement>(html`<x-menu mode="desktop">${MENU}</x-menu>`);
    expect(el.getAttribute("data-mode")).to.equal("desktop");
    const button = buttonOf(el, "Services");
    expect(button.getAttribute("aria-expanded")).to.equal("false");
    expect(button.getAttribute("aria-label")).to.equal("Services submenu");
    expect(stateOf(el, "Services")).to.equal("inactive");
    button.click();
    expect(button.getAttribute("aria-expanded")).to.equal("true");
    await expect(el).to.be.accessible();
    el.remove();
    await new Promise((r) => setTimeout(r, 0));
    expect(el.querySelectorAll("button").length).to.equal(0);
  });
});
