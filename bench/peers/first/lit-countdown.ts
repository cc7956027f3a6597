// One Lit peer alone, for the first element of a fresh page (bench/first-element.mjs).
import { LitCountdown } from "../lit-elements";

customElements.define("lit-countdown", LitCountdown);
