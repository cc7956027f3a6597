import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";

// The languages page: countdowns and counters in Polish and Arabic sections, worded, numbered and laid out in
// their language and direction from lang and dir alone; axe clean; no warning.

/** What each shown unit of a countdown reads now, as "value label" (the texts the unit's readable window holds). */
function units(page: Page, id: string): Promise<string[]> {
  return page
    .locator(`#${id}`)
    .evaluate((countdown) =>
      [...countdown.shadowRoot!.querySelectorAll<HTMLElement>("[part=unit]")].map((unit) =>
        (["value", "label"] as const)
          .map((part) => (unit.querySelector(`.text[part=${part}]`) ?? unit.querySelector(`[part=${part}]`))!.textContent)
          .join(" "),
      ),
    );
}

/** The left edge of each shown unit of a countdown, in its order (d h m s). */
function unitLefts(page: Page, id: string): Promise<number[]> {
  return page
    .locator(`#${id}`)
    .evaluate((countdown) => [...countdown.shadowRoot!.querySelectorAll("[part=unit]")].map((unit) => unit.getBoundingClientRect().left));
}

test("speaks Polish and Arabic from lang and dir alone, lays Arabic out from the right, and passes axe", async ({ page }) => {
  const warnings: string[] = [];
  page.on("pageerror", (error) => warnings.push(error.message));
  page.on("console", (message) => ["error", "warning"].includes(message.type()) && warnings.push(message.text()));
  await page.emulateMedia({ reducedMotion: "reduce" }); // the counters show their final numbers at once
  // 3 days, 11 hours, 59 minutes and 59 seconds before the end, 2030-12-31T23:59:59+01:00.
  await page.clock.install({ time: new Date("2030-12-28T12:00:00+01:00") });
  await page.goto("/languages.html");
  await expect(page.locator("#countdown-ar-eg [part=unit]").first()).toBeVisible();

  // Seconds tick: only the days and hours are read.
  expect((await units(page, "countdown-pl")).slice(0, 2)).toEqual(["03 dni", "11 godzin"]);
  expect((await units(page, "countdown-pl-short")).slice(0, 2)).toEqual(["03 doby", "11 godz."]);
  expect((await units(page, "countdown-ar")).slice(0, 2)).toEqual(["03 أيام", "11 ساعة"]);
  expect((await units(page, "countdown-ar-eg")).slice(0, 2)).toEqual(["٠٣ أيام", "١١ ساعة"]);
  await expect(page.locator("#countdown-pl [role=timer]")).toHaveAttribute("aria-label", "3 dni, 11 godzin i 59 minut");
  await expect(page.locator("#countdown-ar [role=timer]")).toHaveAttribute("aria-label", "3 أيام و11 ساعة و59 دقيقة");

  // Days first in the reading direction: leftmost in Polish, rightmost in Arabic.
  const polish = await unitLefts(page, "countdown-pl");
  expect(polish).toEqual([...polish].sort((a, b) => a - b));
  const arabic = await unitLefts(page, "countdown-ar");
  expect(arabic).toHaveLength(4);
  expect(arabic).toEqual([...arabic].sort((a, b) => b - a));

  await expect(page.locator("#counter-pl [part=number] .value")).toHaveText("12\u00a0500");
  await expect(page.locator("#counter-pl-decimal [part=number] .value")).toHaveText("4,75");
  await expect(page.locator("#counter-ar [part=number] .value")).toHaveText("12,500");
  await expect(page.locator("#counter-ar-eg [part=number] .value")).toHaveText("١٢٬٥٠٠");

  // The elements' own buttons and names, in each section's language.
  for (const [section, texts] of Object.entries({
    pl: { previous: "Poprzedni slajd", next: "Następny slajd", close: "Zamknij", flip: "Odwróć kartę", play: "Odtwórz wideo" },
    ar: { previous: "الشريحة السابقة", next: "الشريحة التالية", close: "إغلاق", flip: "قلب البطاقة", play: "تشغيل الفيديو" },
  })) {
    await expect(page.locator(`#slider-${section} [part=previous]`)).toHaveAttribute("aria-label", texts.previous);
    await expect(page.locator(`#slider-${section} [part=next]`)).toHaveAttribute("aria-label", texts.next);
    await expect(page.locator(`#toggle-${section} [part=close]`)).toHaveText(texts.close);
    await expect(page.locator(`#flip-${section} [part=toggle]`)).toHaveAccessibleName(texts.flip);
    await expect(page.locator(`#video-${section} [part=play]`)).toHaveAccessibleName(texts.play);
  }
  // Arabic's slider reads from the right: its next button on the left.
  const [previous, next] = await Promise.all(
    ["previous", "next"].map((part) => page.locator(`#slider-ar [part=${part}]`).evaluate((button) => button.getBoundingClientRect().left)),
  );
  expect(next).toBeLessThan(previous!);
  // The modal's close button, opened in Arabic.
  await page.locator("#toggle-ar [slot=trigger]").click();
  await expect(page.locator("#toggle-ar [part=close]")).toBeVisible();
  await page.keyboard.press("Escape");

  await expectAxeClean(page);
  expect(warnings).toEqual([]);
});
