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
