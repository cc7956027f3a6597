import { textCheck } from "../shared/checks";

/** Whether the browser takes the text as a CSS colour: a name, a hex, rgb(), hsl(), oklch(), a var(), ... */
export function isCssColour(value: string): boolean {
  return value.trim() !== "" && typeof CSS !== "undefined" && CSS.supports("color", value);
}

/** A colour attribute: a CSS colour, or empty for the theme's (the CSS custom property's) colour. */
export const colourSchema = textCheck((value) => value.trim() === "" || isCssColour(value), "is not a CSS colour");
