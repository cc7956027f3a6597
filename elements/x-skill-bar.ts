import { defineElement, type ElementOf, type JsxOf } from "../src/define";
import declaration from "../src/skill-bar/skill-bar.element";
import { SkillBar } from "../src/skill-bar/SkillBar";
import styles from "../src/skill-bar/skill-bar.css?inline";

export default defineElement(declaration, { component: SkillBar, styles });

declare global {
  interface HTMLElementTagNameMap {
    "x-skill-bar": ElementOf<typeof declaration>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-skill-bar": JsxOf<typeof declaration>;
    }
  }
}
