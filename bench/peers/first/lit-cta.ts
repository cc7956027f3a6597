// One Lit peer alone, for the first element of a fresh page (bench/first-element.mjs).
import { LitCta } from "../lit-elements";

customElements.define("lit-cta", LitCta);
