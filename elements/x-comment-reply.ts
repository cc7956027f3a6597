import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/comment-reply/comment-reply.element";
import { CommentReply } from "../src/comment-reply/CommentReply";
import styles from "../src/comment-reply/comment-reply.css?inline";

export default defineElement(declaration, { component: CommentReply, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-comment-reply": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-comment-reply": JsxOf<typeof declaration>;
    }
  }
}
