/**
 * CF7's helpers for particular controls (contracts 1.9): exclusive checkboxes, options with a free-text input,
 * and character counters. The form's controller calls them from its own listeners.
 */

/** In a `.wpcf7-exclusive-checkbox` group, the box just changed leaves its same-named siblings unchecked. */
export function keepExclusive(target: Element): void {
  const group = target.closest(".wpcf7-exclusive-checkbox");
  if (!group || !(target instanceof HTMLInputElement) || target.type !== "checkbox") return;
  for (const sibling of group.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${CSS.escape(target.name)}"]`)) {
    if (sibling !== target) sibling.checked = false;
  }
}

/**
 * An option's free-text input (`.has-free-text`) is usable only while its checkbox or radio is checked, and takes
 * the focus when the option has just been checked (`changed`).
 */
export function updateFreeTexts(form: HTMLFormElement, changed?: Element): void {
  for (const option of form.querySelectorAll(".has-free-text")) {
    const text = option.querySelector<HTMLInputElement>("input.wpcf7-free-text");
    const choice = option.querySelector<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    if (!text || !choice) continue;
    text.disabled = !choice.checked;
    if (changed === choice && choice.checked) text.focus();
  }
}

function countersOf(form: HTMLFormElement, name?: string): Array<{ counter: HTMLElement; target: HTMLInputElement }> {
  const selector = name === undefined ? ".wpcf7-character-count[data-target-name]" : `.wpcf7-character-count[data-target-name="${CSS.escape(name)}"]`;
  return [...form.querySelectorAll<HTMLElement>(selector)].flatMap((counter) => {
    const target = form.querySelector<HTMLInputElement>(`[name="${CSS.escape(counter.dataset["targetName"]!)}"]`);
    return target ? [{ counter, target }] : [];
  });
}

function showCount(counter: HTMLElement, target: HTMLInputElement): void {
  const length = target.value.length;
  const number = (name: string) => parseInt(counter.dataset[name] ?? "", 10);
  const count = counter.classList.contains("down") ? number("startingValue") - target.value.trim().length : target.value.trim().length;
  counter.dataset["currentValue"] = String(count);
  counter.textContent = String(count);
  const [maximum, minimum] = [number("maximumValue"), number("minimumValue")];
  counter.classList.toggle("too-long", maximum > 0 && maximum < length);
  counter.classList.toggle("too-short", minimum > 0 && length < minimum);
}

/** Recounts the counters of the control that changed. */
export function countCharacters(form: HTMLFormElement, target: Element): void {
  const name = target.getAttribute("name");
  if (name) for (const { counter, target: counted } of countersOf(form, name)) showCount(counter, counted);
}

/** At the start and after a reset: each counted control back to its default text, and its counter to match. */
export function resetCounters(form: HTMLFormElement): void {
  for (const { counter, target } of countersOf(form)) {
    target.value = target.defaultValue;
    showCount(counter, target);
  }
}
