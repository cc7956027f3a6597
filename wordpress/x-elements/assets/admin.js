// Settings → x-elements: the Copy buttons copy a shortcode example to the clipboard.
document.addEventListener("click", async (event) => {
  const button = event.target instanceof Element ? event.target.closest(".x-elements-copy") : null;
  if (!button) return;
  const field = document.getElementById(button.dataset.target || "");
  const status = button.parentElement && button.parentElement.querySelector(".x-elements-copied");
  if (!field) return;
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    // Without the Clipboard API (an http:// admin), the selected text is copied the old way.
    document.execCommand("copy");
  }
  if (status) status.textContent = (window.xElementsAdmin && window.xElementsAdmin.copied) || "Copied.";
});
