/** CF7's browser checks (contracts 1.1), in its order: the first missing feature's message, or null. */
export function missingFeature(): string | null {
  if (typeof window.fetch !== "function") return "Your browser does not support window.fetch().";
  if (typeof window.FormData !== "function") return "Your browser does not support window.FormData().";
  if (typeof NodeList.prototype.forEach !== "function") return "Your browser does not support NodeList.forEach().";
  if (typeof String.prototype.replaceAll !== "function") return "Your browser does not support String.replaceAll().";
  return null;
}
