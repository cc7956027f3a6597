import { LEVELS, perLevel, pixels, type Responsive } from "./levels";
import type { Entrance, HorizontalAlign, LayerLevel, Module, ModuleLayer, ModuleSlide, SlideAction, VerticalAlign } from "./module";

/*
 * A Slider Revolution module's JSON (the answer of its REST route `sliders/{alias}?srengine=7&alias=true`, or the
 * page's SR7.JSON[id]: {settings, slides: {id: {slide, layers}}}) read into the module x-slider shows. The data is
 * sparse: what it leaves out is the plugin's default, as its public/js/defaults.js (SR7.D.moduleObj, slideObj,
 * layerObject) fills it in.
 */

type Json = Record<string, unknown>;
const object = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value && typeof value === "object" ? Object.values(value) : []);
const text = (value: unknown, fallback = ""): string => (typeof value === "string" || typeof value === "number" ? String(value) : fallback);

/** The plugin's defaults the module's data leaves out (defaults.js). */
const DEFAULTS = {
  /** SR7.D.moduleObj: default.len, the ms a slide shows. */
  slideLength: 9000,
  /** moduleObj: uSize, the levels a module uses. */
  usedLevels: [false, true, false, false, false],
  gridWidth: [1240, 1240, 1024, 778, 480],
  gridHeight: [900, 900, 768, 960, 720],
  /** layerObject: pos.x and pos.y ["#a", 0, …], pos.h left, pos.v top, size "auto", zIndex 5. */
  zIndex: 5,
  font: { size: 20, lineHeight: 25, weight: "400", color: "#ffffff", family: "" },
};

const H_ALIGNS: Record<string, HorizontalAlign> = { left: "left", center: "center", right: "right" };
const V_ALIGNS: Record<string, VerticalAlign> = { top: "top", middle: "middle", center: "middle", bottom: "bottom" };

/** A length in px, or null for "auto" and other words (a percentage is not read: the layer takes its content's). */
const length = (value: unknown): number | null => {
  const number = pixels(value);
  return Number.isFinite(number) && !String(value).trim().endsWith("%") ? number : null;
};

/** The module's markup allows a few tags in a text: lines stay lines, the rest is its text. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: "\u00a0" };
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .trim();
}

function layerLevels(layer: Json, used: boolean[]): LayerLevel[] {
  const pos = object(layer.pos);
  const size = object(layer.size);
  const font = object(layer.font);
  const padding = object(layer.p);
  const r = <T>(value: unknown, fallback: T) => perLevel(value as Responsive<T> | undefined, used, fallback);
  const x = r<unknown>(pos.x, 0);
  const y = r<unknown>(pos.y, 0);
  const h = r<unknown>(pos.h, "left");
  const v = r<unknown>(pos.v, "top");
  const w = r<unknown>(size.w, "auto");
  const height = r<unknown>(size.h, "auto");
  const fontSize = r<unknown>(font.size, DEFAULTS.font.size);
  const lineHeight = r<unknown>(layer.lh, DEFAULTS.font.lineHeight);
  const weight = r<unknown>(font.weight, DEFAULTS.font.weight);
  const spacing = r<unknown>(font.ls, 0);
  const color = r<unknown>(layer.color, DEFAULTS.font.color);
  const align = r<unknown>(layer.tA, "left");
  const wrap = r<unknown>(layer.ws, "normal");
  const display = r<unknown>(layer.display, "block");
  const sides = (["t", "r", "b", "l"] as const).map((side) => r<unknown>(padding[side], 0));
  return Array.from({ length: LEVELS }, (_, level) => ({
    x: pixels(x[level]) || 0,
    y: pixels(y[level]) || 0,
    h: H_ALIGNS[text(h[level])] ?? "left",
    v: V_ALIGNS[text(v[level])] ?? "top",
    width: length(w[level]),
    height: length(height[level]),
    fontSize: pixels(fontSize[level]) || DEFAULTS.font.size,
    lineHeight: pixels(lineHeight[level]) || DEFAULTS.font.lineHeight,
    fontWeight: text(weight[level], DEFAULTS.font.weight),
    letterSpacing: pixels(spacing[level]) || 0,
    color: text(color[level], DEFAULTS.font.color),
    textAlign: text(align[level], "left"),
    whiteSpace: text(wrap[level], "normal"),
    padding: sides.map((side) => pixels(side[level]) || 0) as [number, number, number, number],
    visible: display[level] !== "none",
  }));
}

/** The first frame of the layer's entrance (tl.in), when it moves, fades or zooms from there to its place. */
function entrance(layer: Json, levels: number): Entrance | null {
  const frames = list(object(object(object(layer.tl).in).content).all).map(object);
  if (frames.length < 2) return null;
  const start = frames[0]!;
  const end = frames[frames.length - 1]!;
  const offset = (value: unknown) => pixels(Array.isArray(value) ? value[levels] : value) || 0;
  const from = {
    opacity: pixels(start.o ?? 1),
    x: offset(start.x),
    y: offset(start.y),
    scale: pixels(start.sX ?? 1),
  };
  const still = from.opacity === 1 && from.x === 0 && from.y === 0 && from.scale === 1;
  const duration = pixels(end.d) || 0;
  return still || duration <= 0
    ? null
    : { from: { ...from, opacity: Number.isFinite(from.opacity) ? from.opacity : 1, scale: from.scale || 1 }, delay: pixels(end.t) || 0, duration };
}

/** The slide's actions (slide.actions: {a, src: [layer ids], …}) by the layer they start from. */
function actions(slide: Json, slideIds: string[]) {
  const links = new Map<string, { href: string; target: string }>();
  const moves = new Map<string, SlideAction>();
  for (const action of list(slide.actions).map(object)) {
    const kind = text(action.a);
    for (const source of list(action.src).map((id) => text(id))) {
      if (kind === "link" && text(action.link)) links.set(source, { href: text(action.link), target: text(action.target, "_self") });
      else if (kind === "next") moves.set(source, { kind: "next" });
      else if (kind === "prev") moves.set(source, { kind: "previous" });
      else if (kind === "jumpto") {
        const at = slideIds.indexOf(text(action.slide ?? action.jump).replace(/^rs-/, ""));
        if (at >= 0) moves.set(source, { kind: "slide", slide: at + 1 });
      }
    }
  }
  return { links, moves };
}

function readLayer(layer: Json, slideActions: ReturnType<typeof actions>, used: boolean[], unsupported: Set<string>): ModuleLayer | null {
  const id = text(layer.id);
  const type = text(layer.type);
  const subtype = text(layer.subtype);
  const bg = object(layer.bg);
  const image = object(bg.image);
  if (subtype === "slidebg") return null;
  const kind: ModuleLayer["kind"] =
    type === "text" ? (subtype === "button" ? "button" : "text") : type === "shape" && text(image.src) && !object(bg.video).src ? "image" : "still";
  if (kind === "still") unsupported.add(type === "shape" && object(bg.video).src ? "video layers" : `${type || "unknown"} layers`);
  const ownLink = text(layer.tag) === "a" && text(layer.href) ? { href: text(layer.href), target: text(layer.target, "_self") } : null;
  const levels = layerLevels(layer, used);
  const color = object(bg.color);
  const radius = object(layer.radius);
  return {
    id,
    kind,
    text: plainText(text(object(layer.content).text)),
    image: kind === "image" ? { src: text(image.src), alt: text(layer.alt ?? object(layer.attr).alt) } : null,
    link: ownLink ?? slideActions.links.get(id) ?? null,
    action: slideActions.moves.get(id) ?? null,
    zIndex: pixels(layer.zIndex ?? DEFAULTS.zIndex) || DEFAULTS.zIndex,
    fontFamily: text(object(layer.font).family).replace(/^'|'$/g, ""),
    background: text(color.string, typeof bg.color === "string" ? bg.color : "transparent"),
    radius: (["t", "r", "b", "l"] as const).map((side) => text(radius[side], "0")).join(" "),
    levels,
    entrance: entrance(layer, 1),
  };
}

/** The data of a module (its settings and slides) as x-slider shows it. */
export function readModule(data: unknown): Module {
  const root = object(data);
  const settings = object(root.settings);
  const size = object(settings.size);
  const used = Array.from({ length: LEVELS }, (_, level) =>
    Array.isArray(settings.uSize) ? settings.uSize[level] === true : DEFAULTS.usedLevels[level]!,
  );
  const gridWidth = perLevel(size.width as Responsive<number>, used, DEFAULTS.gridWidth[1]!).map(
    (value, level) => pixels(value) || DEFAULTS.gridWidth[level]!,
  );
  const gridHeight = perLevel(size.height as Responsive<number>, used, DEFAULTS.gridHeight[1]!).map(
    (value, level) => pixels(value) || DEFAULTS.gridHeight[level]!,
  );
  const slideshow = object(settings.slideshow);
  const nav = object(settings.nav);
  const unsupported = new Set<string>();
  const type = text(settings.type, "standard");
  if (!["standard", "hero", "slider", ""].includes(type)) unsupported.add(`the ${type} type`);
  for (const addOn of list(root.addOns)) if (addOn) unsupported.add("add-ons");
  if (object(nav.thumbs).set || object(nav.tabs).set) unsupported.add("thumbnails and tabs");

  const entries = list(root.slides).map(object);
  const normal = entries.filter((entry) => !object(entry.slide).global).sort((a, b) => pixels(object(a.slide).order) - pixels(object(b.slide).order));
  if (entries.some((entry) => object(entry.slide).global && list(entry.layers).length > 0)) unsupported.add("static layers");
  const slideIds = normal.map((entry) => text(object(entry.slide).id ?? entry.id));
  const defaultLength = pixels(object(settings.default).len) || DEFAULTS.slideLength;

  const slides: ModuleSlide[] = normal.map((entry) => {
    const slide = object(entry.slide);
    const layers = list(entry.layers).map(object);
    const background = layers.find((layer) => layer.subtype === "slidebg");
    const image = object(object(background?.bg).image);
    const slideActions = actions(slide, slideIds);
    const length = pixels(object(slide.slideshow).len);
    return {
      id: text(slide.id ?? entry.id),
      title: text(slide.title),
      duration: Number.isFinite(length) && length > 0 ? length : defaultLength,
      background: text(image.src)
        ? {
            src: text(image.src),
            alt: text(object(slide.attr).a ?? "") || "",
            size: text(image.size, "cover"),
            position: `${text(object(image.pos).x, "50%")} ${text(object(image.pos).y, "50%")}`,
          }
        : null,
      link: slideActions.links.get("slide") ?? null,
      layers: layers
        .map((layer) => readLayer(layer, slideActions, used, unsupported))
        .filter((layer): layer is ModuleLayer => layer !== null)
        .sort((a, b) => a.zIndex - b.zIndex),
    };
  });

  return {
    alias: text(settings.alias),
    gridWidth,
    gridHeight,
    slides,
    autoplay: slideshow.auto !== false,
    loop: pixels(slideshow.loop ?? -1) !== 0,
    stopOnHover: slideshow.sOH === true,
    arrows: object(nav.arrows).set === true,
    bullets: object(nav.bullets).set === true,
    // moduleObj: size.fullWidth defaults to true.
    fullWidth: size.fullWidth !== false,
    fade: true,
    unsupported: [...unsupported],
  };
}
