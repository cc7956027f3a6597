// One Lit peer alone, for the first element of a fresh page (bench/first-element.mjs).
import { LitRating } from "../lit-elements";

customElements.define("lit-rating", LitRating);
