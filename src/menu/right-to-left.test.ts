import { expect, html } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import "../../elements/x-menu";
import "../../elements/x-mega-menu";
import { buttonOf, linkOf, stateOf } from "./test-helpers";
import { mount } from "../testing/settled";

const MENU = html`<nav aria-label="الرئيسية">
  <ul class="menu">
    <li><a href="#home">الرئيسية</a></li>
    <li>
      <a href="#services">الخدمات</a>
      <ul class="sub-menu">
        <li><a href="#design">التصميم</a></li>
        <li>
          <a href="#development">التطوير</a>
          <ul class="sub-menu">
            <li><a href="#web">الويب</a></li>
            <li><a href="#apps">التطبيقات</a></li>
          </ul>
        </li>
      </ul>
    </li>
    <li><a href="#about">من نحن</a></li>
  </ul>
</nav>`;

const MEGA = html`<nav aria-label="الموقع">
  <ul class="menu">
    <li><a href="#home">الرئيسية</a></li>
    <li class="mega-tabs">
      <a href="#solutions">الحلول</a>
      <ul class="sub-menu">
        <li>
          <a href="#retail">التجزئة</a>
          <ul class="sub-menu">
            <li><a href="#shops">المتاجر</a></li>
          </ul>
        </li>
        <li>
          <a href="#health">الصحة</a>
          <ul class="sub-menu">
            <li><a href="#clinics">العيادات</a></li>
          </ul>
        </li>
      </ul>
    </li>
    <li><a href="#contact">اتصل بنا</a></li>
  </ul>
</nav>`;

const box = (element: Element) => element.getBoundingClientRect();
const itemOf = (root: Element, name: string) => linkOf(root, name).parentElement!;

describe("menus on a right-to-left page", () => {
  it("x-menu: a submenu hangs from its item's right edge and a second-level submenu opens to the left", async () => {
    // In the middle of the page, with room on either side: the side is the reading direction's, not a flip's.
    const page = await mount<HTMLElement>(
      html`<div dir="rtl" lang="ar">
        <div style="width: 30rem; margin-inline: auto"><x-menu mode="desktop" open-on="click">${MENU}</x-menu></div>
      </div>`,
    );
    const el = page.querySelector("x-menu")!;
    buttonOf(el, "الخدمات").click();
    buttonOf(el, "التطوير").click();
    const services = itemOf(el, "الخدمات");
    const first = services.querySelector("ul")!;
    expect(Math.round(box(first).right), "the submenu's right edge is its item's").to.equal(Math.round(box(services).right));
    expect(box(first).left, "it extends leftwards").to.be.lessThan(box(services).left);
    const development = itemOf(el, "التطوير");
    const second = development.querySelector("ul")!;
    expect(box(second).right, "the second level lies left of its item").to.be.at.most(box(development).left + 1);
    expect(box(second).left).to.be.at.least(0);
    expect([services, development].map((item) => item.getAttribute("data-x-side"))).to.deep.equal(["left", "left"]);
  });

  it("x-menu: Left goes to the next item (on the left), Right to the previous", async () => {
    const page = await mount<HTMLElement>(html`<div dir="rtl" lang="ar"><x-menu mode="desktop" open-on="click">${MENU}</x-menu></div>`);
    const el = page.querySelector("x-menu")!;
    expect(box(linkOf(el, "الرئيسية")).left, "the first item is on the right").to.be.greaterThan(box(linkOf(el, "الخدمات")).left);
    linkOf(el, "الرئيسية").focus();
    await sendKeys({ press: "ArrowLeft" });
    expect(document.activeElement).to.equal(linkOf(el, "الخدمات"));
    await sendKeys({ press: "ArrowLeft" });
    expect(document.activeElement).to.equal(buttonOf(el, "الخدمات"));
    await sendKeys({ press: "ArrowRight" });
    expect(document.activeElement).to.equal(linkOf(el, "الخدمات"));
    await sendKeys({ press: "ArrowDown" });
    expect(document.activeElement, "Down still goes to the next").to.equal(buttonOf(el, "الخدمات"));
  });

  it("x-mega-menu: a tab's panel lies on the left of the tabs, and Left and Right are mirrored", async () => {
    const page = await mount<HTMLElement>(
      html`<div dir="rtl" lang="ar"><x-mega-menu mode="desktop" trigger="click" submenu-animation="0">${MEGA}</x-mega-menu></div>`,
    );
    const el = page.querySelector("x-mega-menu")!;
    buttonOf(el, "الحلول").click();
    expect(stateOf(el, "التجزئة")).to.equal("active");
    const tab = box(linkOf(el, "التجزئة"));
    const panel = box(itemOf(el, "التجزئة").querySelector("ul")!);
    expect(panel.right, `the panel ${JSON.stringify(panel)} is left of the tab ${JSON.stringify(tab)}`).to.be.at.most(tab.left);
    const megaPanel = box(itemOf(el, "الحلول").querySelector("ul")!);
    expect(panel.left, "inside the mega panel").to.be.at.least(megaPanel.left);

    linkOf(el, "الرئيسية").focus();
    await sendKeys({ press: "ArrowLeft" });
    expect(document.activeElement, "the next item, on the left").to.equal(linkOf(el, "الحلول"));
    await sendKeys({ press: "ArrowRight" });
    expect(document.activeElement, "the previous item, on the right").to.equal(linkOf(el, "الرئيسية"));
  });
});
