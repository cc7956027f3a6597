import { useLayoutEffect, useState } from "react";
import { createPanel, removeWidget } from "./widget";

/** The slot of the widget's container (and of its script when the form is the element's own). */
export const ANSWER_SLOT = "answer";

/**
 * The widget's container, in the light DOM while the element is mounted: in a theme's form (themeForm) the answer
 * panel itself, a region named answerLabel; otherwise slotted into the panel of the element's own form.
 */
export function useAnswerPanel(host: HTMLElement, themeForm: HTMLFormElement | null, answerLabel: string): HTMLDivElement {
  const [panel] = useState(createPanel);

  useLayoutEffect(() => {
    host.append(panel);
    return () => {
      removeWidget(host, panel);
      panel.remove();
    };
  }, [host, panel]);

  // In a theme's form the container is the panel itself, at the form's end (below the field, inside the search
  // form; ai-search.light.css); otherwise it is slotted into the panel of the element's own form. Moved only when
  // it must be: a move reloads the widget's frame.
  useLayoutEffect(() => {
    const home = themeForm ?? host;
    if (panel.parentElement !== home) home.append(panel);
    if (themeForm) {
      panel.removeAttribute("slot");
      panel.setAttribute("role", "region");
      panel.setAttribute("aria-label", answerLabel);
    } else {
      panel.slot = ANSWER_SLOT;
      panel.removeAttribute("role");
      panel.removeAttribute("aria-label");
    }
  }, [host, panel, themeForm, answerLabel]);

  return panel;
}
