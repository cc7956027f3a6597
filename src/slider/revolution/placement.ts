import { levelAt } from "./levels";
import type { LayerLevel, Module } from "./module";

/*
 * Where a module's layers go at a width, as Slider Revolution places them: the level is picked by the width (levels.ts),
 * the grid of that level is centred in the module and scaled down to fit a narrower module (never up), and the module
 * is as tall as the scaled grid. Every px of a layer (offsets, sizes, fonts, padding) scales with the grid.
 */

export interface Frame {
  level: number;
  scale: number;
  /** The module's height at this width. */
  height: number;
  /** The grid's box in the module. */
  grid: { left: number; width: number; height: number };
}

export function frameAt(module: Pick<Module, "gridWidth" | "gridHeight">, width: number): Frame {
  const level = levelAt(width, module.gridWidth);
  const gridWidth = module.gridWidth[level]!;
  const scale = Math.min(1, width / gridWidth);
  const height = module.gridHeight[level]! * scale;
  return { level, scale, height, grid: { left: (width - gridWidth * scale) / 2, width: gridWidth * scale, height } };
}

const px = (value: number) => `${Math.round(value * 100) / 100}px`;

/** A layer's inline style in its grid box at a scale: its place (aligned on a side or the middle) and its text. */
export function layerStyle(level: LayerLevel, scale: number): Record<string, string> {
  const s = (value: number) => px(value * scale);
  const across = { left: ["left", s(level.x), "0"], center: ["left", `calc(50% + ${s(level.x)})`, "-50%"], right: ["right", s(level.x), "0"] }[
    level.h
  ];
  const down = { top: ["top", s(level.y), "0"], middle: ["top", `calc(50% + ${s(level.y)})`, "-50%"], bottom: ["bottom", s(level.y), "0"] }[level.v];
  return {
    position: "absolute",
    left: "",
    right: "",
    top: "",
    bottom: "",
    [across[0]!]: across[1]!,
    [down[0]!]: down[1]!,
    translate: `${across[2]} ${down[2]}`,
    width: level.width === null ? "max-content" : s(level.width),
    maxWidth: level.width === null ? "100%" : "",
    height: level.height === null ? "auto" : s(level.height),
    boxSizing: "border-box",
    fontSize: s(level.fontSize),
    lineHeight: s(level.lineHeight),
    fontWeight: level.fontWeight,
    letterSpacing: s(level.letterSpacing),
    color: level.color,
    textAlign: level.textAlign,
    whiteSpace: level.whiteSpace,
    padding: level.padding.map(s).join(" "),
    display: level.visible ? "block" : "none",
  };
}
