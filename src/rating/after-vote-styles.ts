import css from "./after-vote.css?inline";

// Built once, when the after-vote chunk arrives; the element's own sheet stays free of these rules.
const sheet = new CSSStyleSheet();
sheet.replaceSync(css);

/** Ref of the feedback form's and share links' root: adds their sheet to the shadow root, before the first paint. */
export function adoptAfterVoteStyles(node: Element | null): void {
  const root = node?.getRootNode();
  if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
