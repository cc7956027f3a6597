// The block editor's canvas: a list setting (a map's markers) and the map's example as any site shows it; the
// elements in the canvas as a preview that sends nothing, in the editor's page and in an iframe canvas.
import { attributesOf, canvasElement, EDITOR_TIMEOUT, openEditor, selectBlock } from "./block-editor.mjs";

/**
 * A JSON list whose shape the example gives (a map's markers) is edited as a list of items; the map's example shows
 * OpenStreetMap's tiles.
 */
export async function mapListChecks(page, origin, record, tileRequests) {
  await openEditor(page, `${origin}/wp-admin/post-new.php`);
  const map = await page.evaluate(() => {
    const { createBlock, getBlockVariations, createBlocksFromInnerBlocksTemplate } = window.wp.blocks;
    const example = getBlockVariations("x-elements/map").find((variation) => variation.isDefault);
    const block = createBlock("x-elements/map", example.attributes, createBlocksFromInnerBlocksTemplate(example.innerBlocks));
    window.wp.data.dispatch("core/block-editor").insertBlocks([block]);
    return { clientId: block.clientId, markers: JSON.parse(block.attributes.markers).length };
  });
  const panel = await selectBlock(page, map.clientId);
  const markers = panel.locator('[data-x-list="Markers"]');
  await markers.getByRole("button", { name: "Add", exact: true }).click();
  const added = markers.locator(".x-elements-list-item").last();
  await added.getByLabel("Lat", { exact: true }).fill("48.8566");
  await added.getByLabel("Lng", { exact: true }).fill("2.3522");
  await added.getByLabel("Marker info", { exact: true }).fill("Paris");
  await added.getByLabel("Start open", { exact: true }).click();
  const listed = JSON.parse((await attributesOf(page, map.clientId)).markers);
  record(
    "a map's markers are edited as a list: an item added with its fields, typed as in the example",
    listed.length === map.markers + 1 &&
      JSON.stringify(listed.at(-1)) === JSON.stringify({ lat: 48.8566, lng: 2.3522, "marker-info": "Paris", "start-open": true }),
    JSON.stringify(listed),
  );

  // The map's example works on any site: OpenStreetMap's tiles (the element's default) with their credit, its markers.
  const mapShown = await page
    .waitForFunction(
      (id) => {
        const root = document.querySelector(`[data-block="${id}"]`)?.shadowRoot;
        const tiles = [...(root?.querySelectorAll("img.leaflet-tile") ?? [])].filter(
          (tile) => tile.complete && tile.src.startsWith("data:image/png"),
        );
        const markers = root?.querySelectorAll('[part~="marker"]').length ?? 0;
        return tiles.length > 0 && markers > 0 && { tiles: tiles.length, markers, credit: root.textContent.includes("© OpenStreetMap contributors") };
      },
      map.clientId,
      { timeout: EDITOR_TIMEOUT },
    )
    .then((handle) => handle.jsonValue())
    .catch((error) => ({ error: String(error) }));
  const mapAttributes = (await canvasElement(page, map.clientId))?.attributes ?? {};
  record(
    "the map's example shows OpenStreetMap's tiles (its default: no demo address), their credit and its markers",
    mapShown.tiles > 0 &&
      mapShown.credit &&
      mapShown.markers === listed.length &&
      !("tiles" in mapAttributes) &&
      tileRequests.length > 0 &&
      tileRequests.every((url) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url)),
    JSON.stringify({ mapShown, mapAttributes, tileRequests: tileRequests.slice(0, 3) }),
  );
}

/**
 * In the canvas, an element shows its real UI but sends nothing: a rating's star, a form's submit (each says it is
 * not sent), a link (the editor stays); in an iframe canvas too.
 */
export async function canvasPreviewChecks(page, origin, record) {
  await openEditor(page, `${origin}/wp-admin/post-new.php`);
  const sent = [];
  const countSent = (request) => {
    const body = request.postData() ?? "";
    // The editor's own requests (its REST API, the heartbeat) are not the elements'.
    if (request.method() !== "GET" && !/\/wp\/v2\/|rest_route=%2Fwp%2Fv2|\/wp-json\/wp\/v2/.test(request.url()) && !body.includes("action=heartbeat"))
      sent.push(`${request.method()} ${request.url()} ${body.slice(0, 80)}`);
  };
  page.on("request", countSent);
  const [form, card, rating] = await page.evaluate(() => {
    const { createBlock, getBlockVariations, createBlocksFromInnerBlocksTemplate } = window.wp.blocks;
    const fromExample = (name) => {
      const example = getBlockVariations(name).find((variation) => variation.isDefault);
      return createBlock(name, example.attributes, createBlocksFromInnerBlocksTemplate(example.innerBlocks));
    };
    // A card without a link of its own: its href makes the whole card a link.
    // A form written with its fields (the manifest's example), which the canvas shows as visitors see it.
    const formExample = window.xElementsBlocks.find((element) => element.tag === "x-contact-form").examples[0].html;
    const fields = new DOMParser().parseFromString(formExample, "text/html").querySelector("x-contact-form").getAttribute("fields");
    const blocks = [
      createBlock("x-elements/contact-form", { formId: "5", fields }),
      createBlock("x-elements/cta", { href: "https://example.org/elsewhere" }, [createBlock("core/paragraph", { content: "See our plans" })]),
      fromExample("x-elements/rating"),
    ];
    window.wp.data.dispatch("core/block-editor").insertBlocks(blocks);
    return blocks.map((block) => block.clientId);
  });
  const editorUrl = page.url();
  const pressed = await page.evaluate(
    async ([formId, cardId, ratingId]) => {
      const formElement = document.querySelector(`[data-block="${formId}"]`);
      const cardElement = document.querySelector(`[data-block="${cardId}"]`);
      const ratingElement = document.querySelector(`[data-block="${ratingId}"]`);
      await Promise.all(["x-contact-form", "x-cta", "x-rating"].map((tag) => customElements.whenDefined(tag)));
      await Promise.all([formElement.updateComplete, cardElement.updateComplete, ratingElement.updateComplete]);
      // What the element shows, in its light DOM or its shadow root.
      const find = (host, selector) => [host, host.shadowRoot].flatMap((root) => (root ? [...root.querySelectorAll(selector)] : []));
      const shown = (host) => `${host.textContent} ${host.shadowRoot?.textContent ?? ""}`;
      const until = async (done) => {
        for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
        return done();
      };
      for (const input of find(formElement, "input[type=text], input[type=email], textarea")) {
        input.value = input.type === "email" ? "ada@example.org" : "Ada";
        input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
      }
      find(formElement, "input[type=checkbox]")[0]?.click();
      const submit = find(formElement, "button[type=submit], input[type=submit], button:not([type])")[0];
      submit?.click();
      const link = find(cardElement, "a[href^='https://example.org/']")[0];
      link?.click();
      await until(() => find(ratingElement, '[part~="star"]').length === 5);
      const star = find(ratingElement, '[part~="star"]')[3];
      star?.click();
      const formSays = await until(() => shown(formElement).includes("Not sent: this is a preview."));
      const ratingSays = await until(() => shown(ratingElement).includes("Not sent: this is a preview."));
      return {
        submit: !!submit,
        link: !!link,
        star: !!star,
        postId: ratingElement.getAttribute("post-id"),
        formSays,
        ratingSays,
        preview: document.documentElement.hasAttribute("data-x-elements-preview"),
      };
    },
    [form, card, rating],
  );
  await page.waitForLoadState("networkidle").catch(() => {});
  page.off("request", countSent);
  const editedPost = await page.evaluate(() => String(window.wp.data.select("core/editor").getCurrentPostId()));
  record(
    "in the canvas (marked as a preview), a form's submit and a rating's star send nothing and say so; a link does not leave the editor",
    pressed.submit &&
      pressed.link &&
      pressed.star &&
      pressed.preview &&
      pressed.formSays &&
      pressed.ratingSays &&
      sent.length === 0 &&
      page.url() === editorUrl,
    JSON.stringify({ pressed, sent, url: page.url() }),
  );
  record(
    "the canvas's rating is the edited post's (its server value, the post id)",
    pressed.postId === editedPost,
    JSON.stringify({ pressed, editedPost }),
  );
  // An iframe canvas (the editor's tablet preview): the elements load into it as a module, and it is a preview too.
  await page.evaluate(() => window.wp.data.dispatch("core/edit-post").__experimentalSetPreviewDeviceType("Tablet"));
  const inFrame = await page
    .waitForSelector('iframe[name="editor-canvas"]', { timeout: EDITOR_TIMEOUT })
    .then((handle) => handle.contentFrame())
    .then((frame) =>
      frame.waitForFunction(
        () => {
          const rating = document.querySelector("x-rating");
          const stars = rating?.matches(":defined") ? (rating.shadowRoot?.querySelectorAll('[part~="star"]').length ?? 0) : 0;
          return (
            stars === 5 && {
              stars,
              preview: document.documentElement.hasAttribute("data-x-elements-preview"),
              // Loaded once (a classic script could not run it: the elements would stay undefined).
              autoloader: performance.getEntriesByType("resource").filter((entry) => /\/x-elements\/dist\/x-elements\.js/.test(entry.name)).length,
            }
          );
        },
        null,
        { timeout: EDITOR_TIMEOUT },
      ),
    )
    .then((handle) => handle.jsonValue())
    .catch((error) => ({ error: String(error) }));
  record(
    "in an iframe canvas (the tablet preview) the elements load, as one module, and it is a preview too",
    inFrame.stars === 5 && inFrame.preview === true && inFrame.autoloader === 1,
    JSON.stringify(inFrame),
  );
  await page.evaluate(() => window.wp.data.dispatch("core/edit-post").__experimentalSetPreviewDeviceType("Desktop"));
  await page.evaluate(() => window.wp.data.dispatch("core/editor").resetEditorBlocks([]));
}
