import { adoptStylesAround } from "../shared/stylesheets";
import css from "./after-vote.css?inline";

/** Ref of the feedback form's and share links' root: adds their sheet to the shadow root, before the first paint. */
export function adoptAfterVoteStyles(node: Element | null): void {
  adoptStylesAround(node, css);
}
