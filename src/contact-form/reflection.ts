import type { SwvValue } from "./swv/values";

/**
 * CF7's `[reflection]` tag (contracts 1.6): elements marked `data-reflection-of="field"` mirror the field's valid
 * values after each on-change validation. A lone `<output>` shows the first value, or its `data-default` text when
 * there is none; any other element gets an `<output>` per value, and its default `<output>` shows only when empty.
 */
export function reflect(form: HTMLFormElement, field: string, values: SwvValue[]): void {
  const texts = values.map((value) => (typeof value === "string" ? value : value.name));
  for (const element of form.querySelectorAll<HTMLElement>(`[data-reflection-of="${CSS.escape(field)}"]`)) {
    if (element instanceof HTMLOutputElement) {
      element.textContent = texts[0] ?? element.dataset["default"] ?? "";
      continue;
    }
    for (const output of element.querySelectorAll("output")) {
      if (output.hasAttribute("data-default")) output.hidden = texts.length > 0;
      else output.remove();
    }
    for (const text of texts) {
      const output = document.createElement("output");
      output.setAttribute("name", field);
      output.textContent = text;
      element.append(output);
    }
  }
}
