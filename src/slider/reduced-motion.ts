/** Whether the visitor asked for less motion (read when a slider starts: autoplay then starts paused). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
