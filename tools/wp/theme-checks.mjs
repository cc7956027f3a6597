// The elements' buttons and fields in the theme's look, in each installed theme (a block theme, Twenty Twenty-Three,
// and a classic one, Twenty Twenty-One; Twenty Twenty-Four and Twenty Twenty-Five where installed), property by
// property as the browser computes them:
// - an accordion's trigger with the theme's own button: in a block theme, a `.wp-element-button` placed beside it (the
//   class WordPress's blocks give their buttons, styled from theme.json); in a classic theme, the comment form's
//   Post Comment button, which the theme's stylesheet styles;
// - a contact form's field with a field of the theme, placed beside the form at its text size: in a block theme, a
//   text field of WordPress's comment form block (in a `.wp-block-post-comments-form`, which the block library and
//   the theme's theme.json style); in a classic theme, a text field as the theme's stylesheet styles any;
// - a contact form's fields of the same size in the theme's font and in another (a web font arrives after the
//   first paint: fields sized by their font would move the page then).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { keepLocal } from "./stand-ins.mjs";

const THEMES = ["twentytwentythree", "twentytwentyone", "twentytwentyfour", "twentytwentyfive"];
const CLASSIC = new Set(["twentytwentyone"]);

const BUTTON = [
  "background-color",
  "color",
  "font-family",
  "font-size",
  "font-weight",
  "line-height",
  "letter-spacing",
  "text-transform",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border-top-width",
  "border-top-color",
  "border-top-left-radius",
];
const FIELD = [
  "background-color",
  "color",
  "font-family",
  "font-size",
  "font-weight",
  "padding-top",
  "padding-left",
  "border-top-width",
  "border-top-style",
  "border-top-color",
  "border-top-left-radius",
];

/**
 * `themes`: the folder holding the installed themes; a theme not there is skipped with a note. `urlFor(theme)`, when
 * given, is the post's address in that theme instead of switching the site's theme with `tweak`.
 */
export async function themeChecks({ browser, site, record, tweak, themes, urlFor }) {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  await keepLocal(context);
  try {
    for (const theme of THEMES) {
      if (!existsSync(join(themes, theme))) {
        console.log(`    note: ${theme} is not installed here: its theme checks did not run`);
        continue;
      }
      if (!urlFor) tweak("theme", theme);
      const page = await context.newPage();
      await page.goto(urlFor ? urlFor(theme) : site.elements);
      await page.waitForFunction(
        () => customElements.get("x-toggle") && document.querySelector('[data-x-case^="html:x-contact-form:"] x-contact-form input[type="text"]'),
        null,
        { timeout: 15_000 },
      );
      const found = await page.evaluate(
        ({ button, field, classic }) => {
          const styles = (el, names) => Object.fromEntries(names.map((name) => [name, getComputedStyle(el).getPropertyValue(name)]));
          const trigger = document.querySelector('[data-x-case^="html:x-accordion:"] x-toggle > button[slot="trigger"]');
          const input = document.querySelector('[data-x-case^="html:x-contact-form:"] x-contact-form input[type="text"]');
          const commentButton = document.querySelector("#commentform [type=submit]");
          if (!trigger || !input || (classic && !commentButton)) return null;
          // The theme's own, in the same place: a button as WordPress's blocks mark theirs, and a comment form's field.
          const blockButton = Object.assign(document.createElement("button"), {
            type: "button",
            className: "wp-element-button",
            textContent: "Theme",
          });
          trigger.closest("x-accordion").after(blockButton);
          const fieldBox = Object.assign(document.createElement("div"), { className: classic ? "" : "wp-block-post-comments-form" });
          const themeField = Object.assign(document.createElement("input"), { type: "text", name: "author" });
          fieldBox.append(themeField);
          input.closest("x-contact-form").after(fieldBox);
          // At the size of the text around the contact form.
          fieldBox.style.fontSize = getComputedStyle(input.closest("x-contact-form")).fontSize;
          // Each field's box in the theme's font and in another one (the theme's web font arrives after the first
          // paint: a field whose size followed it would move everything below).
          const form = input.closest("x-contact-form");
          const fields = [...form.querySelectorAll("input:is([type=text], [type=email], [type=tel], [type=url]), textarea")];
          const boxes = () => fields.map((el) => `${el.name}: ${Math.round(el.offsetWidth)}x${Math.round(el.offsetHeight)}`);
          const inThemeFont = boxes();
          form.style.fontFamily = "monospace";
          const inOtherFont = boxes();
          form.style.fontFamily = "";
          const result = {
            trigger: styles(trigger, button),
            themeButton: styles(classic ? commentButton : blockButton, button),
            field: styles(input, field),
            themeField: styles(themeField, field),
            fontResize: inThemeFont.flatMap((box, i) => (box === inOtherFont[i] ? [] : [`${box} in the theme's font, ${inOtherFont[i]} in another`])),
          };
          blockButton.remove();
          fieldBox.remove();
          return result;
        },
        { button: BUTTON, field: FIELD, classic: CLASSIC.has(theme) },
      );
      const differences = (a, b) =>
        Object.keys(a)
          .filter((name) => a[name] !== b[name])
          .map((name) => `${name}: ${a[name]} (theme: ${b[name]})`);
      if (!found) {
        record(`${theme}: the accordion, the contact form and the comment form are on the page`, false);
      } else {
        const buttons = differences(found.trigger, found.themeButton);
        record(`${theme}: an accordion's button looks as the theme's buttons do`, buttons.length === 0, buttons.join("\n"));
        const fields = differences(found.field, found.themeField);
        record(`${theme}: a contact form's field looks as the theme's fields do`, fields.length === 0, fields.join("\n"));
        record(`${theme}: a contact form's fields keep their size when the font changes`, found.fontResize.length === 0, found.fontResize.join("\n"));
      }
      await page.close();
    }
  } finally {
    await context.close();
    if (!urlFor) tweak("theme", "twentytwentythree");
  }
}
