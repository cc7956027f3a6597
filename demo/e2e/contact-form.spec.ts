import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean } from "./support/axe";

const FEEDBACK = "**/wp-json/contact-form-7/v1/contact-forms/5/feedback";
const THANKS = "Thank you for your message. It has been sent.";

async function openContactForm(page: Page) {
  // Client validation starts once the schema has arrived.
  const schemaLoaded = page.waitForResponse((response) => response.url().includes("/contact-forms/5/feedback/schema"));
  await page.goto("/contact-form.html");
  await schemaLoaded;
  const form = page.locator("#contact form");
  await expect(form).toHaveAttribute("data-status", "init");
  return form;
}

async function fillValid(page: Page, name = "Ada Lovelace") {
  await page.locator("#contact").getByLabel("Your name").fill(name);
  await page.locator("#contact").getByLabel("Your email").fill("ada@example.com");
  await page.locator("#contact").getByLabel("Your message").fill("Hello from the e2e test.");
  await page.locator("#contact").getByLabel("I agree").check();
}

test.describe("x-contact-form against the reference backend", () => {
  test("submit with errors, fix them, submit, see the thanks and the stored row", async ({ page }) => {
    const form = await openContactForm(page);
    const send = page.locator("#contact").getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await page.locator("#contact").getByLabel("I agree").check();
    await page.locator("#contact").getByLabel("Your email").fill("not-an-email");
    await page.locator("#contact").getByLabel("Website").fill("example.com");
    await send.click();
    await expect(form).toHaveAttribute("data-status", "invalid");
    await expect(page.locator('#contact [data-name="your-name"] .wpcf7-not-valid-tip')).toHaveText("Please fill out this field.");
    await expect(page.locator('#contact [data-name="your-email"] .wpcf7-not-valid-tip')).toHaveText("Please enter an email address.");
    await expect(page.locator("#contact").getByLabel("Your email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#contact").getByLabel("Website")).toHaveValue("http://example.com");
    // The page with its error messages showing passes axe (their contrast included).
    await expectAxeClean(page);

    await page.locator("#contact").getByLabel("Your name").fill("Ada Lovelace");
    await page.locator("#contact").getByLabel("Your email").fill("ada@example.com");
    await page.locator("#contact").getByLabel("Subject", { exact: true }).fill("Question <about> & things");
    await page.locator("#contact").getByLabel("Your email").blur();
    await expect(page.locator("#contact .wpcf7-not-valid-tip")).toHaveCount(0);
    await send.click();
    await expect(page.locator("#contact .wpcf7-response-output")).toHaveText(THANKS);
    await expect(form).toHaveAttribute("data-status", "sent");
    await expect(page.locator("#contact").getByLabel("Your name")).toHaveValue("");

    await page.goto("/demo/submissions");
    // Singular and plural as English has them (a fresh database holds this one submission).
    const rows = await page.locator("tbody tr").count();
    await expect(page.locator("caption")).toHaveText(rows === 1 ? "The latest submission" : `The latest ${rows} submissions, newest first`);
    const row = page.locator("tbody tr").first();
    await expect(row).toContainText("Ada Lovelace");
    await expect(row).toContainText("Question <about> & things");
    await expect(row.locator("td").nth(3)).toHaveText("mail_sent");
    await expect(row.locator("td").nth(4)).toHaveText("1");
  });

  test("on the example site's contact page, Send looks disabled until the terms are accepted, and an attempt says why", async ({ page }) => {
    const schemaLoaded = page.waitForResponse((response) => response.url().includes("/contact-forms/5/feedback/schema"));
    await page.goto("/contact");
    await schemaLoaded;
    const form = page.locator("x-contact-form form");
    const send = form.getByRole("button", { name: "Send message" });
    const consent = form.getByLabel("I agree that my data is stored to answer my enquiry.");
    const tip = form.locator('[data-name="your-consent"] .wpcf7-not-valid-tip');
    const look = () => send.evaluate((button) => [getComputedStyle(button).opacity, getComputedStyle(button).cursor]);
    await expect(send).toBeDisabled();
    expect(await look()).toEqual(["0.5", "not-allowed"]);
    await expect(tip).toHaveCount(0);
    const background = await send.evaluate((button) => getComputedStyle(button).backgroundColor);
    await send.hover({ force: true });
    expect(await send.evaluate((button) => getComputedStyle(button).backgroundColor), "no hover colour while disabled").toBe(background);

    // A click on the disabled button's area: Playwright's own click would wait for it to be enabled.
    await send.scrollIntoViewIfNeeded();
    const box = (await send.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const message = "You must accept the terms and conditions before sending your message.";
    await expect(tip).toHaveText(message);
    await expect(consent).toHaveAccessibleDescription(message);
    await expect(consent).toBeFocused();
    await expect(page.locator('x-contact-form .screen-reader-response [role="status"]')).toHaveText(message);
    await expectAxeClean(page);

    await consent.check();
    await expect(tip).toHaveCount(0);
    await expect(send).toBeEnabled();
    expect(await look()).toEqual(["1", "pointer"]);

    await consent.uncheck();
    await form.getByLabel("Your name").fill("Ada");
    await form.getByLabel("Your name").press("Enter");
    await expect(tip).toHaveText(message);
    await expect(form).toHaveAttribute("data-status", "init");
  });

  test("the message's character counter counts down as the visitor types, and starts over after sending", async ({ page }) => {
    await openContactForm(page);
    const counter = page.locator('#contact .wpcf7-character-count[data-target-name="your-message"]');
    await expect(counter).toHaveText("2000");
    await fillValid(page);
    await page.locator("#contact").getByLabel("Your message").pressSequentially(" Bye.");
    await expect(counter).toHaveText(String(2000 - "Hello from the e2e test. Bye.".length));
    await page.locator("#contact").getByRole("button", { name: "Send" }).click();
    await expect(page.locator("#contact .wpcf7-response-output")).toHaveText(THANKS);
    await expect(counter).toHaveText("2000");
  });

  test("offline: the message shows, every value stays, and a retry sends", async ({ page }) => {
    const form = await openContactForm(page);
    await fillValid(page, "Offline Olga");
    await page.route(FEEDBACK, (route) => route.abort("internetdisconnected"));
    await page.locator("#contact").getByRole("button", { name: "Send" }).click();
    await expect(page.locator("#contact .wpcf7-response-output")).toHaveText("You are probably offline.");
    await expect(form).toHaveAttribute("data-status", "failed");
    await expect(page.locator("#contact").getByLabel("Your name")).toHaveValue("Offline Olga");
    await expect(page.locator("#contact").getByLabel("Your message")).toHaveValue("Hello from the e2e test.");
    await expect(page.locator("#contact").getByLabel("I agree")).toBeChecked();

    await page.unroute(FEEDBACK);
    await page.locator("#contact").getByRole("button", { name: "Send" }).click();
    await expect(page.locator("#contact .wpcf7-response-output")).toHaveText(THANKS);
  });

  test("a 500 shows a failure message and keeps every value", async ({ page }) => {
    const form = await openContactForm(page);
    await fillValid(page, "Server Sam");
    await page.route(FEEDBACK, (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" }));
    await page.locator("#contact").getByRole("button", { name: "Send" }).click();
    await expect(page.locator("#contact .wpcf7-response-output")).toHaveText(
      "There was an error trying to send your message. Please try again later.",
    );
    await expect(form).toHaveAttribute("data-status", "failed");
    await expect(page.locator("#contact").getByLabel("Your name")).toHaveValue("Server Sam");
    await expect(page.locator("#contact").getByLabel("Your email")).toHaveValue("ada@example.com");
  });

  test("without JavaScript the form posts to its page, and the server answers and stores it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact-form.html");
    const contact = page.locator("#contact");
    await contact.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toHaveText("One or more fields have an error. Please check and try again.");
    await expect(page.getByRole("listitem").first()).toContainText("your-name");
    await page.goBack();
    await contact.getByLabel("Your name").fill("Nojs Visitor");
    await contact.getByLabel("Your email").fill("nojs@example.com");
    await contact.getByLabel("I agree").check();
    await contact.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toHaveText(THANKS);
    await page.goto("/demo/submissions");
    await expect(page.locator("tbody tr").first()).toContainText("Nojs Visitor");
    await context.close();
  });

  test("a form posted to its page URL-encoded is taken as CF7 takes it, and a post without a unit tag gets CF7's message", async ({ request }) => {
    const answer = await request.post("/contact-form.html", {
      form: { _wpcf7: "5", _wpcf7_unit_tag: "wpcf7-f5-o1", "your-name": "Plain Post", "your-email": "plain@example.com", "your-consent": "1" },
    });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(THANKS);
    const untagged = await request.post("/contact-form.html", { multipart: { _wpcf7: "5", "your-name": "No Tag" } });
    expect(untagged.status()).toBe(400);
    expect(await untagged.text()).toContain('data-status="aborted"');
  });

  test("the fields JSON form renders every type and submits", async ({ page }) => {
    await page.goto("/contact-form.html");
    const booking = page.locator("#booking");
    await expect(booking.locator(".wpcf7-form-control-wrap")).toHaveCount(13);
    await booking.getByLabel("Full name").fill("Grace Hopper");
    await booking.getByLabel("Email").fill("grace@example.com");
    await booking.getByLabel("Room").selectOption("Suite");
    await booking.getByLabel("Breakfast").check();
    await booking.getByLabel("I accept the booking terms.").check();
    // No payment chosen for the visitor, as CF7 renders radios: the required choice is asked for.
    await booking.getByRole("button", { name: "Book" }).click();
    await expect(booking.locator('[data-name="payment"] .wpcf7-not-valid-tip')).toHaveText("Please fill out this field.");
    await booking.getByLabel("Invoice").check();
    await booking.getByRole("button", { name: "Book" }).click();
    await expect(booking.locator(".wpcf7-response-output")).toHaveText(THANKS);
  });

  test("the API answers like CF7 6.1.6", async ({ request }) => {
    const schema = await request.get("/wp-json/contact-form-7/v1/contact-forms/5/feedback/schema");
    expect(schema.headers()["content-type"]).toBe("application/json; charset=UTF-8");
    const body = await schema.text();
    expect(body.startsWith('{"version":"Contact Form 7 SWV Schema 2024-10","locale":"en_US","rules":[{"rule":"date","field":"your-date"')).toBe(true);
    expect(await (await request.get("/?rest_route=/contact-form-7/v1/contact-forms/5/feedback/schema")).text()).toBe(body);
    expect(await (await request.get("/wp-json/contact-form-7/v1/contact-forms/5/refill")).text()).toBe("[]");

    const json415 = await request.post("/wp-json/contact-form-7/v1/contact-forms/5/feedback", { data: { a: 1 } });
    expect(json415.status()).toBe(415);
    expect(await json415.text()).toBe(
      '{"code":"wpcf7_unsupported_media_type","message":"The request payload format is not supported.","data":{"status":415}}',
    );
    const notFound = await request.post("/wp-json/contact-form-7/v1/contact-forms/99/feedback", { multipart: { a: "b" } });
    expect(notFound.status()).toBe(404);
    expect(await notFound.text()).toBe('{"code":"wpcf7_not_found","message":"The requested contact form was not found.","data":{"status":404}}');
    const noUnit = await request.post("/wp-json/contact-form-7/v1/contact-forms/5/feedback", { multipart: { a: "b" } });
    expect(noUnit.status()).toBe(400);
    expect(await noUnit.text()).toBe('{"code":"wpcf7_unit_tag_not_found","message":"There is no valid unit tag.","data":{"status":400}}');

    const invalid = await request.post("/wp-json/contact-form-7/v1/contact-forms/5/feedback", {
      multipart: { _wpcf7_unit_tag: "wpcf7-f5-p6-o1", "your-consent": "1" },
    });
    expect(await invalid.text()).toBe(
      '{"contact_form_id":5,"status":"validation_failed","message":"One or more fields have an error. Please check and try again.","invalid_fields":[{"field":"your-name","message":"Please fill out this field.","idref":null,"error_id":"wpcf7-f5-p6-o1-ve-your-name"},{"field":"your-email","message":"Please fill out this field.","idref":null,"error_id":"wpcf7-f5-p6-o1-ve-your-email"}],"posted_data_hash":"","into":"#wpcf7-f5-p6-o1"}',
    );
    const tooLong = await request.post("/wp-json/contact-form-7/v1/contact-forms/5/feedback", {
      multipart: { _wpcf7_unit_tag: "u", "your-name": "A", "your-email": "a@bc.de", "your-message": "x".repeat(2001), "your-consent": "1" },
    });
    expect((await tooLong.json()).invalid_fields[0]).toMatchObject({ field: "your-message", message: "This field has a too long input." });
  });

  test("the browser and the server give one verdict on a website with a space in its host and on several files' total size", async ({
    page,
    request,
  }) => {
    await openContactForm(page);
    const website = page.locator("#contact").getByLabel("Website");
    await website.fill("https://exa mple.com");
    await website.blur();
    await expect(page.locator('#contact [data-name="your-url"] .wpcf7-not-valid-tip')).toHaveText("Please enter a URL.");
    await website.fill("https://example.com/a b");
    await website.blur();
    await expect(page.locator('#contact [data-name="your-url"] .wpcf7-not-valid-tip')).toHaveCount(0);

    const post = (form: number, data: FormData) => request.post(`/wp-json/contact-form-7/v1/contact-forms/${form}/feedback`, { multipart: data });
    const contact = (url: string) => {
      const data = new FormData();
      for (const [name, value] of Object.entries({ _wpcf7_unit_tag: "u", "your-name": "A", "your-email": "a@bc.de", "your-url": url }))
        data.append(name, value);
      return data;
    };
    expect((await (await post(5, contact("https://exa mple.com"))).json()).invalid_fields).toEqual([
      expect.objectContaining({ field: "your-url", message: "Please enter a URL." }),
    ]);
    expect((await (await post(5, contact("https://example.com/a b"))).json()).status).toBe("acceptance_missing");

    // A multiple file input posts every file under its plain name: their sizes add up (the limit is 1 MB).
    const files = (...sizes: number[]) => {
      const data = new FormData();
      data.append("_wpcf7_unit_tag", "u");
      sizes.forEach((size, i) => data.append("document", new Blob([new Uint8Array(size)], { type: "application/pdf" }), `part-${i}.pdf`));
      return data;
    };
    const documentErrors = async (data: FormData) =>
      ((await (await post(6, data)).json()).invalid_fields as Array<{ field: string; message: string }>).filter(({ field }) => field === "document");
    expect(await documentErrors(files(600_000))).toEqual([]);
    expect(await documentErrors(files(600_000, 600_000))).toEqual([expect.objectContaining({ message: "The uploaded file is too large." })]);
  });

  test("the API answers an oversized file, an oversized request and a huge post id as WordPress would", async ({ request }) => {
    const feedback = "/wp-json/contact-form-7/v1/contact-forms/6/feedback";
    const file = (bytes: number) => ({ name: "id.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(bytes) });
    const bigFile = await request.post(feedback, { multipart: { _wpcf7_unit_tag: "u", document: file(1.5 * 1024 * 1024) } });
    expect(bigFile.status()).toBe(200);
    const { status, invalid_fields } = await bigFile.json();
    expect(status).toBe("validation_failed");
    expect(invalid_fields).toContainEqual(expect.objectContaining({ field: "document", message: "The uploaded file is too large." }));

    const hugeBody = await request.post(feedback, { multipart: { _wpcf7_unit_tag: "u", document: file(5 * 1024 * 1024) } });
    expect(hugeBody.status()).toBe(413);
    expect(await hugeBody.text()).toBe('{"code":"payload_too_large","message":"The request body is too large.","data":{"status":413}}');

    const hugeId = await request.post(feedback, { multipart: { _wpcf7_unit_tag: "u", _wpcf7_container_post: "9".repeat(400) } });
    expect(hugeId.status()).toBe(200);
    expect((await hugeId.json()).status).toBe("validation_failed");
  });
});
