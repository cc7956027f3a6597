// Generated from the element declarations by `npm run docs` (tools/build/element-entries.mjs). Do not edit.
// Each tag whose entry point the build makes: its type in HTMLElementTagNameMap and in React's JSX.
import type { ElementOf, JsxOf } from "./define";

declare global {
  interface HTMLElementTagNameMap {
    "x-ai-search": ElementOf<typeof import("./ai-search/ai-search.element").default>;
    "x-search-overlay": ElementOf<typeof import("./ai-search/search-overlay.element").default>;
    "x-animate": ElementOf<typeof import("./animate/animate.element").default>;
    "x-comment-reply": ElementOf<typeof import("./comment-reply/comment-reply.element").default>;
    "x-contact-form": ElementOf<typeof import("./contact-form/contact-form.element").default>;
    "x-countdown": ElementOf<typeof import("./countdown/countdown.element").default>;
    "x-counter": ElementOf<typeof import("./counter/counter.element").default>;
    "x-cta": ElementOf<typeof import("./cta/cta.element").default>;
    "x-feature-box": ElementOf<typeof import("./feature-box/feature-box.element").default>;
    "x-flip-card": ElementOf<typeof import("./flip-card/flip-card.element").default>;
    "x-map": ElementOf<typeof import("./map/map.element").default>;
    "x-mega-menu": ElementOf<typeof import("./menu/mega-menu.element").default>;
    "x-menu": ElementOf<typeof import("./menu/menu.element").default>;
    "x-newsletter-form": ElementOf<typeof import("./newsletter-form/newsletter-form.element").default>;
    "x-parallax": ElementOf<typeof import("./parallax/parallax.element").default>;
    "x-pdf": ElementOf<typeof import("./pdf/pdf.element").default>;
    "x-rating-results": ElementOf<typeof import("./rating/rating-results.element").default>;
    "x-rating": ElementOf<typeof import("./rating/rating.element").default>;
    "x-scroll-spy": ElementOf<typeof import("./scroll-spy/scroll-spy.element").default>;
    "x-scroll-top": ElementOf<typeof import("./scroll-top/scroll-top.element").default>;
    "x-skill-bar": ElementOf<typeof import("./skill-bar/skill-bar.element").default>;
    "x-slider": ElementOf<typeof import("./slider/slider.element").default>;
    "x-sticky": ElementOf<typeof import("./sticky/sticky.element").default>;
    "x-accordion": ElementOf<typeof import("./toggle/accordion.element").default>;
    "x-toggle": ElementOf<typeof import("./toggle/toggle.element").default>;
    "x-popover": ElementOf<typeof import("./tooltip/popover.element").default>;
    "x-tooltip": ElementOf<typeof import("./tooltip/tooltip.element").default>;
    "x-video": ElementOf<typeof import("./video/video.element").default>;
  }
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "x-ai-search": JsxOf<typeof import("./ai-search/ai-search.element").default>;
      "x-search-overlay": JsxOf<typeof import("./ai-search/search-overlay.element").default>;
      "x-animate": JsxOf<typeof import("./animate/animate.element").default>;
      "x-comment-reply": JsxOf<typeof import("./comment-reply/comment-reply.element").default>;
      "x-contact-form": JsxOf<typeof import("./contact-form/contact-form.element").default>;
      "x-countdown": JsxOf<typeof import("./countdown/countdown.element").default>;
      "x-counter": JsxOf<typeof import("./counter/counter.element").default>;
      "x-cta": JsxOf<typeof import("./cta/cta.element").default>;
      "x-feature-box": JsxOf<typeof import("./feature-box/feature-box.element").default>;
      "x-flip-card": JsxOf<typeof import("./flip-card/flip-card.element").default>;
      "x-map": JsxOf<typeof import("./map/map.element").default>;
      "x-mega-menu": JsxOf<typeof import("./menu/mega-menu.element").default>;
      "x-menu": JsxOf<typeof import("./menu/menu.element").default>;
      "x-newsletter-form": JsxOf<typeof import("./newsletter-form/newsletter-form.element").default>;
      "x-parallax": JsxOf<typeof import("./parallax/parallax.element").default>;
      "x-pdf": JsxOf<typeof import("./pdf/pdf.element").default>;
      "x-rating-results": JsxOf<typeof import("./rating/rating-results.element").default>;
      "x-rating": JsxOf<typeof import("./rating/rating.element").default>;
      "x-scroll-spy": JsxOf<typeof import("./scroll-spy/scroll-spy.element").default>;
      "x-scroll-top": JsxOf<typeof import("./scroll-top/scroll-top.element").default>;
      "x-skill-bar": JsxOf<typeof import("./skill-bar/skill-bar.element").default>;
      "x-slider": JsxOf<typeof import("./slider/slider.element").default>;
      "x-sticky": JsxOf<typeof import("./sticky/sticky.element").default>;
      "x-accordion": JsxOf<typeof import("./toggle/accordion.element").default>;
      "x-toggle": JsxOf<typeof import("./toggle/toggle.element").default>;
      "x-popover": JsxOf<typeof import("./tooltip/popover.element").default>;
      "x-tooltip": JsxOf<typeof import("./tooltip/tooltip.element").default>;
      "x-video": JsxOf<typeof import("./video/video.element").default>;
    }
  }
}
