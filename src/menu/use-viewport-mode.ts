import { useEffect, useState } from "react";
import { hasTouch, menuMode, viewportWidth, type MenuMode, type ModeInput } from "./mode";
import { onWindowResize } from "./window-resize";

interface Evaluated {
  key: string;
  mode: MenuMode;
  width: number;
}

/**
 * The menu's mode, evaluated when the attributes change and again once a resize has settled (throttled 50 ms,
 * debounced 500 ms: see window-resize.ts), and the viewport's width at that moment (for a mode within the mode: the
 * mega-menu's narrow modal).
 */
export function useViewportMode(input: Omit<ModeInput, "width" | "touch">): { mode: MenuMode; width: number } {
  const { mode, breakpoint, needsTouch } = input;
  const key = `${mode} ${breakpoint} ${needsTouch}`;
  const evaluate = (): Evaluated => {
    const width = viewportWidth();
    return { key, mode: menuMode({ mode, breakpoint, needsTouch, width, touch: hasTouch() }), width };
  };
  const [state, setState] = useState(evaluate);
  const current = state.key === key ? state : evaluate();
  if (current !== state) setState(current); // the attributes changed: the new mode in this very render
  useEffect(() => {
    return onWindowResize({
      settled: () =>
        setState((previous) => {
          const next = evaluate();
          return next.mode === previous.mode && next.width === previous.width && next.key === previous.key ? previous : next;
        }),
    });
    // evaluate reads only these
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return current;
}
