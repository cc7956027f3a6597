import type { ToggleSource } from "../shared/toggle-engine";

/** The detail of x-open and x-close: which item, at which level (0: top; -1: the mobile menu itself), and why. */
export interface MenuEventDetail {
  item: string;
  level: number;
  source: ToggleSource;
}

export type MenuEmit = (name: "x-open" | "x-close", detail: MenuEventDetail) => void;
