/*
 * CSS every element's shadow root starts with. Every element honours the `hidden` attribute: an element's
 * `:host { display: ... }` is author CSS and would beat the browser's own `[hidden] { display: none }`.
 * `!important`, so that no later `:host(...)` rule of an element's own CSS that sets `display` can undo it.
 */
export const HOST_CSS = ":host([hidden]) { display: none !important; }\n";
