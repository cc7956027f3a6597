/*
 * The canvas as a preview: the elements' autoloader loaded into the canvas's document (the editor's own or an
 * iframe's) once, marked as a preview, so that its elements send nothing and its links do not leave the editor.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const autoloader = window.xElementsAutoloader;

  /* The blocks. */

  /**
   * The canvas shows an element's real UI but sends nothing: its document is marked as a preview
   * (data-x-elements-preview on its root), which the elements honour (a request that would send is refused and
   * says so, a platform's player is not loaded); a form is never posted by the browser either (its submit event,
   * once the element has handled it, is cancelled), and a click on a link to another page does nothing (in-page
   * links, which toggles and tabs use, work).
   */
  const PREVIEW_ATTRIBUTE = "data-x-elements-preview";

  function keepInEditor(event) {
    const leaves = event
      .composedPath()
      .some((node) => node && node.nodeType === 1 && node.matches("a[href]") && !node.getAttribute("href").startsWith("#"));
    if (leaves) event.preventDefault();
  }

  const postNothing = (event) => event.preventDefault();

  /** The elements' autoloader, as a module, in the canvas's document (the editor's own, or an iframe's), once. */
  function loadElements(doc) {
    const win = doc.defaultView;
    if (!autoloader || !win || win.xElementsAutoloading) return;
    win.xElementsAutoloading = true;
    const script = doc.createElement("script");
    script.type = "module";
    script.src = autoloader;
    (doc.head || doc.documentElement).append(script);
  }

  function asPreview(node) {
    node.ownerDocument.documentElement.setAttribute(PREVIEW_ATTRIBUTE, "");
    loadElements(node.ownerDocument);
    node.addEventListener("click", keepInEditor, true);
    node.addEventListener("submit", postNothing);
  }

  /**
   * The values the server fills at render that the canvas can know: the post's id (a rating rates the post it is
   * in), where the site gives that value (the element's condition, such as its plugin being active, holds).
   */
  function previewValues(element, postId) {
    const values = {};
    for (const control of element.controls) {
      if (control.control === "server" && control.source === "post-id" && postId) values[control.name] = String(postId);
    }
    return values;
  }

  Object.assign(kit, { asPreview, previewValues });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
