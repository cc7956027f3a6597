/*
 * What the elements say: each warning `[x-tag] attribute "name": "raw" problem` an element logs in the editor (or in
 * its canvas), kept for the settings panel, which shows it under the setting.
 */
(function (wp, kit) {
  "use strict";
  if (!wp || !wp.blocks) return;
  const { useState, useEffect } = wp.element;

  /* What the elements say: each warning `[x-tag] attribute "name": "raw" problem`, kept for the settings panel. */

  const warnings = new Map();
  const warningListeners = new Set();
  function watchConsole(win) {
    if (!win || win.xElementsWatched) return;
    win.xElementsWatched = true;
    const original = win.console.warn;
    win.console.warn = function (...args) {
      const match = /^\[(x-[a-z0-9-]+)\] attribute "([^"]+)": ("(?:[^"\\]|\\.)*") (.*)$/s.exec(String(args[0]));
      if (match) {
        warnings.set(`${match[1]} ${match[2]} ${JSON.parse(match[3])}`, String(args[0]));
        warningListeners.forEach((listener) => listener());
      }
      return original.apply(this, args);
    };
  }
  watchConsole(window);

  function useWarning(tag, name, value) {
    const [, setCount] = useState(0);
    useEffect(() => {
      const listener = () => setCount((count) => count + 1);
      warningListeners.add(listener);
      return () => {
        warningListeners.delete(listener);
      };
    }, []);
    if (value === undefined || value === "") return null;
    return warnings.get(`${tag} ${name} ${value}`) || null;
  }

  Object.assign(kit, { useWarning, watchConsole });
})(window.wp, (window.xElementsBlockKit = window.xElementsBlockKit || {}));
