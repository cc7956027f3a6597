// Generated from the element declarations by `npm run docs` (tools/build/element-entries.mjs). Do not edit.
// The entry points the build makes, as tests import them: `import "../../elements/x-cta"` defines <x-cta>.
declare module "*/elements/x-ai-search";
declare module "*/elements/x-search-overlay";
declare module "*/elements/x-animate";
declare module "*/elements/x-comment-reply";
declare module "*/elements/x-contact-form";
declare module "*/elements/x-countdown";
declare module "*/elements/x-counter";
declare module "*/elements/x-cta";
declare module "*/elements/x-feature-box";
declare module "*/elements/x-flip-card";
declare module "*/elements/x-mega-menu";
declare module "*/elements/x-menu";
declare module "*/elements/x-newsletter-form";
declare module "*/elements/x-parallax";
declare module "*/elements/x-pdf";
declare module "*/elements/x-rating";
declare module "*/elements/x-scroll-spy";
declare module "*/elements/x-scroll-top";
declare module "*/elements/x-skill-bar";
declare module "*/elements/x-slider";
declare module "*/elements/x-sticky";
declare module "*/elements/x-accordion";
declare module "*/elements/x-toggle";
declare module "*/elements/x-video";
