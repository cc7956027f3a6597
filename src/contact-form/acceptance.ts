import type { ErrorDisplay } from "./errors";
import { isAccepted, type AcceptanceBox } from "./helpers";

/** Inputs where Enter does not submit the form (the others submit it implicitly, through its default button). */
const NO_IMPLICIT_SUBMISSION = new Set(["button", "submit", "reset", "image", "file", "hidden"]);

function stateOf(box: HTMLElement): AcceptanceBox {
  return {
    checked: box.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false,
    optional: box.classList.contains("optional"),
    invert: box.classList.contains("invert"),
  };
}

const fieldOf = (box: HTMLElement) => box.closest<HTMLElement>(".wpcf7-form-control-wrap[data-name]")?.dataset["name"];

/**
 * CF7's acceptance rule (contracts 1.9): the submit buttons stay disabled until every non-optional acceptance box is
 * accepted. CF7 then lets a click on Send, or Enter in a field, come to nothing without a word; here such an attempt
 * says what is missing next to each box not yet ticked (an error on its field: a tip, aria-invalid, a description
 * and the live region) and takes the focus there, as a browser does for a required field. With CF7's acceptance as
 * validation, Send stays enabled and the boxes are checked before sending, with the other fields (invalidFields).
 */
export class AcceptanceRule {
  /** The fields told about: their message goes once they are accepted. */
  private readonly told = new Set<string>();

  constructor(
    private readonly form: HTMLFormElement,
    private readonly errors: ErrorDisplay,
    private readonly message: () => string,
    signal: AbortSignal,
  ) {
    // A disabled button gets no click; Chromium still gives it the pointer's events, which bubble to the form.
    const onPointerUp = (event: PointerEvent) => {
      if ((event.target as Element).closest(".wpcf7-submit:disabled")) this.explain();
    };
    form.addEventListener("pointerup", onPointerUp, { signal });
    form.addEventListener("keydown", (event) => this.onKeyDown(event), { signal });
  }

  /**
   * CF7's `acceptance_as_validation: on` (its form then has this class): the boxes are checked with the other fields
   * when the form is sent, not by keeping Send disabled.
   */
  private asValidation(): boolean {
    return this.form.classList.contains("wpcf7-acceptance-as-validation");
  }

  private allBoxes(): HTMLElement[] {
    return [...this.form.querySelectorAll<HTMLElement>(".wpcf7-acceptance")];
  }

  /** The boxes that keep Send disabled until accepted. */
  private boxes(): HTMLElement[] {
    return this.asValidation() ? [] : this.allBoxes();
  }

  /** Enables or disables the submit buttons, and takes back what was said about a box now accepted. */
  update(): void {
    const boxes = this.allBoxes();
    if (boxes.length === 0) return;
    const asValidation = this.asValidation();
    if (!asValidation) {
      const accepted = isAccepted(boxes.map(stateOf));
      for (const button of this.form.querySelectorAll<HTMLInputElement>(".wpcf7-submit")) button.disabled = !accepted;
    }
    const missing = new Set(boxes.filter((box) => !isAccepted([stateOf(box)])).map(fieldOf));
    for (const field of this.told) {
      if (missing.has(field)) continue;
      this.errors.remove(field);
      this.told.delete(field);
      // What was announced was this message alone; as a validation, it was the form's, which other fields may share.
      if (this.told.size === 0 && !asValidation) this.errors.announce("");
    }
  }

  /**
   * With acceptance as validation, the check before sending: each field whose box is not accepted, with the
   * message CF7's server would answer for it (its tip goes once the box is ticked). None otherwise.
   */
  invalidFields(): Array<{ field: string; message: string }> {
    if (!this.asValidation()) return [];
    const message = this.message();
    const invalid: Array<{ field: string; message: string }> = [];
    for (const box of this.allBoxes()) {
      const field = fieldOf(box);
      if (!field || isAccepted([stateOf(box)])) continue;
      this.told.add(field);
      invalid.push({ field, message });
    }
    return invalid;
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.key !== "Enter" || event.defaultPrevented || event.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || NO_IMPLICIT_SUBMISSION.has(target.type)) return;
    const defaultButton = [...this.form.elements].find((control) => control.matches('[type="submit"], [type="image"], button:not([type])'));
    if (defaultButton?.matches(".wpcf7-submit:disabled")) this.explain();
  }

  private explain(): void {
    const missing = this.boxes().filter((box) => !isAccepted([stateOf(box)]));
    const message = this.message();
    for (const box of missing) {
      const field = fieldOf(box);
      if (!field) continue;
      this.errors.remove(field);
      this.errors.set(field, message);
      this.told.add(field);
    }
    if (missing.length === 0) return;
    this.errors.announce(message);
    missing[0]!.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }
}
