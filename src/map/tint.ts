/** A `#rgb` or `#rrggbb` colour. */
export const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The hue of a hex colour, in degrees (0 to 360), or null for a grey. */
export function hueOf(hex: string): number | null {
  if (!HEX_COLOUR.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((d) => parseInt(d, 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return null;
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return Math.round((hue * 60 + 360) % 360);
}

/** Sepia turns the tiles brown, of hue about 38°; rotated from there to the wanted hue. */
const SEPIA_HUE = 38;

/** A CSS filter that tints the tiles with the colour's hue, or "" for no tint (no colour, or a grey). */
export function tintFilter(hex: string): string {
  const hue = hueOf(hex);
  if (hue === null) return "";
  return `grayscale(1) sepia(1) hue-rotate(${Math.round(hue - SEPIA_HUE)}deg) saturate(1.6)`;
}
