/**
 * Takes the focus to a form's message, where the visitor goes on once the form has done its work (the control
 * that had the focus reset, disabled or hidden). A message hidden from screen readers (which hear it in a live
 * region) is exposed for as long as it holds the focus, so that what is focused is not hidden.
 */
export function focusMessage(message: HTMLElement): void {
  message.tabIndex = -1;
  const hidden = message.getAttribute("aria-hidden");
  if (hidden !== null) {
    message.removeAttribute("aria-hidden");
    message.addEventListener("blur", () => message.setAttribute("aria-hidden", hidden), { once: true });
  }
  message.focus();
}
