import type { Plugin } from "vite";

/** The bundler's wrapper of a CommonJS module as it renders it: `__commonJSMin(((exports, module) => {`. */
const ARROW_WRAPPER = /(__commonJS(?:Min)?\(\()\(([\w$, ]*)\) => \{/g;

/**
 * Makes the bundler's CommonJS wrappers (React ships only CommonJS) `function` expressions instead of arrows.
 * V8 compiles a parenthesised `function` expression together with its script, off the main thread while the
 * file streams in; an arrow it compiles lazily, on the main thread, when the wrapper first runs. React's wrapper
 * runs once, at load, so lazily is just later: measured on first visits, React's start went from 23 to 16 ms of
 * main-thread time (median of 20; the worst of 20 from 46 to 28 ms).
 *
 * Chrome 136 and later compile every function of our chunks eagerly anyway (the compile hint in vite.config.ts;
 * with it, this plugin made no difference beyond noise in 20 first visits each). The wrapper form is for the
 * V8 versions without the hint, which still follow the parentheses.
 *
 * Each wrapper ends its line, so the source map (kept as it is) stays right for every line after it.
 */
export function eagerCommonJs(): Plugin {
  return {
    name: "x-elements:eager-commonjs",
    renderChunk(code, chunk) {
      const eager = code.replace(ARROW_WRAPPER, "$1function($2) {");
      if (eager !== code) return { code: eager, map: null };
      // A new bundler version that writes its wrappers differently: say so rather than silently do nothing.
      if (/__commonJS(?:Min)?\(/.test(code)) this.warn(`${chunk.fileName}: no CommonJS wrapper in the expected form; React compiles lazily`);
      return null;
    },
  };
}
