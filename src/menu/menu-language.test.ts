import { expect, fixture, waitUntil } from "@open-wc/testing";
import "../../elements/x-menu";
import "../../elements/x-mega-menu";
import { describeLanguages } from "../testing/languages";

const MENU = `<nav><ul class="menu"><li class="menu-item menu-item-has-children"><a href="#services">Services</a><ul class="sub-menu"><li><a href="#design">Design</a></li></ul></li></ul></nav>`;
const toggle = (el: Element) => el.shadowRoot!.querySelector('[part="toggle"]')?.textContent;
const submenu = (el: Element) => el.querySelector(".x-menu-toggle")?.getAttribute("aria-label");

describeLanguages("x-menu", {
  markup: (attributes) => `<x-menu ${attributes}>${MENU}</x-menu>`,
  texts: (el) => [toggle(el), submenu(el)],
  en: ["Menu", "Services submenu"],
  pl: ["Menu", "Podmenu: Services"],
  ar: ["القائمة", "القائمة الفرعية: Services"],
  override: { attributes: 'label="Nawigacja"', texts: ["Nawigacja", "Podmenu: Services"] },
});

describeLanguages("x-mega-menu", {
  markup: (attributes) => `<x-mega-menu mode="mobile" mobile-modal narrow-width="100000" ${attributes}>${MENU}</x-mega-menu>`,
  texts: (el) => [toggle(el), el.shadowRoot!.querySelector('[part="close"]')?.textContent, submenu(el)],
  en: ["Menu", "Close", "Services submenu"],
  pl: ["Menu", "Zamknij", "Podmenu: Services"],
  ar: ["القائمة", "إغلاق", "القائمة الفرعية: Services"],
  override: { attributes: 'submenu-label="{item}: więcej"', texts: ["Menu", "Zamknij", "Services: więcej"] },
});

describe("x-menu's submenu buttons in a language that arrives or changes", () => {
  it("are renamed in place: the same buttons, an open submenu stays open", async () => {
    const block = await fixture<HTMLDivElement>(`<div lang="en"><x-menu mode="desktop" open-on="click">${MENU}</x-menu></div>`);
    const el = block.firstElementChild as HTMLElementTagNameMap["x-menu"];
    await el.updateComplete;
    const button = el.querySelector<HTMLButtonElement>(".x-menu-toggle")!;
    button.click();
    await waitUntil(() => button.getAttribute("aria-expanded") === "true", "the submenu opens");
    block.lang = "pl";
    await waitUntil(() => submenu(el) === "Podmenu: Services", "renamed in Polish");
    expect(el.querySelector(".x-menu-toggle")).to.equal(button);
    expect(button.getAttribute("aria-expanded")).to.equal("true");
  });
});
