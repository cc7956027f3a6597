import type { XElement } from "../../define/define-element";
import { logger } from "../../shared/log";
import { setSlideAside, slideChildren } from "../slides";
import { mountModule, type SliderMoves } from "./module-slides";
import type { Module } from "./module";

const log = logger("x-slider");

/** The attributes a module's settings fill when the page left them out. */
function moduleAttributes(module: Module): Record<string, string> {
  const attributes: Record<string, string> = {
    autoplay: module.autoplay ? "interval" : "off",
    "autoplay-duration": String(module.slides[0]?.duration ?? 9000),
    navigation: String(module.arrows),
    pagination: String(module.bullets),
  };
  if (module.loop) attributes["wrap-around"] = "";
  if (module.stopOnHover) attributes["pause-on-hover"] = "";
  if (module.fade) attributes.stacked = "";
  return attributes;
}

/**
 * Shows a module's slides in a slider, in place of the module markup it wraps (set aside), its settings filling the
 * attributes the page left out; one console note names what of the module shows still or not at all. `inProps` is
 * called once the slider has rendered with those attributes. The returned function puts everything back.
 */
export function showModule(host: HTMLElement, module: Module, wrapped: HTMLElement | null, inProps: () => void): () => void {
  if (module.unsupported.length > 0) log.warn(`the module "${module.alias}" uses ${module.unsupported.join(", ")}: shown still, or left out`);
  const markup = wrapped?.parentElement === host ? wrapped : (wrapped?.parentElement ?? null);
  // The markup and the empty elements beside it (the plugin's own before its module) are no slides now.
  const aside = markup ? slideChildren(host) : [];
  for (const child of aside) {
    setSlideAside(child, true);
    // Out of the slide's slot it held: the module's slides take them.
    child.removeAttribute("slot");
  }
  const added = Object.entries(moduleAttributes(module)).filter(([name]) => !host.hasAttribute(name));
  for (const [name, value] of added) host.setAttribute(name, value);
  // A full-width module leaves its column for the window's width, as the plugin's does (a theme's column rules
  // keep their children's margins with !important).
  const stretch = module.fullWidth && !host.style.width;
  if (stretch) {
    host.style.setProperty("width", "100vw", "important");
    host.style.setProperty("max-width", "none", "important");
    host.style.setProperty("margin-inline", "calc(50% - 50vw)", "important");
  }
  const unmount = mountModule(host, module, host as unknown as SliderMoves, markup);
  void (host as XElement).updateComplete.then(inProps);
  return () => {
    unmount();
    if (stretch) for (const name of ["width", "max-width", "margin-inline"]) host.style.removeProperty(name);
    for (const [name] of added) host.removeAttribute(name);
    for (const child of aside) setSlideAside(child, false);
  };
}
