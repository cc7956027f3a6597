// Every Lit peer, for the benchmark's page that times them all (bench/peers/lit-elements.ts has the classes).
import {
  LitAnimate,
  LitCountdown,
  LitCounter,
  LitCta,
  LitFeatureBox,
  LitFlipCard,
  LitFloor,
  LitParallax,
  LitPopover,
  LitRating,
  LitSkillBar,
  LitTooltip,
} from "./lit-elements";

customElements.define("lit-countdown", LitCountdown);
customElements.define("lit-counter", LitCounter);
customElements.define("lit-skill-bar", LitSkillBar);
customElements.define("lit-animate", LitAnimate);
customElements.define("lit-rating", LitRating);
customElements.define("lit-parallax", LitParallax);
customElements.define("lit-flip-card", LitFlipCard);
customElements.define("lit-cta", LitCta);
customElements.define("lit-feature-box", LitFeatureBox);
customElements.define("lit-tooltip", LitTooltip);
customElements.define("lit-popover", LitPopover);
customElements.define("lit-floor", LitFloor);
