import { connectionMessage } from "../shared/texts/connection";
import type { BuiltInTexts } from "../shared/texts/types";
import { loadForRequest } from "../shared/http";
import { logger } from "../shared/log";
import { nextTask } from "../shared/next-task";
import { AcceptanceRule } from "./acceptance";
import { getSchema, schemaUrl, whyFailed } from "./api";
import { collectFields } from "./collect";
import { countCharacters, keepExclusive, resetCounters, updateFreeTexts } from "./controls";
import { pushFocus, pushFormEvent } from "./datalayer";
import { ErrorDisplay } from "./errors";
import { errorId, prefixWebsite } from "./helpers";
import { reflect } from "./reflection";
import { statusClass } from "./status";
import { ensureParts, hiddenInput } from "./structure";
import { fileTypesReady, loadFileTypes } from "./swv/file-types";
import type { SwvSchema } from "./swv/schema";
import { invalidFields, requiredFields, validate } from "./swv/validate";
import { baseName } from "./swv/values";
import type { FeedbackResponse, RefillResponse } from "./submission";
import type { Wpcf7Detail } from "./wpcf7-detail";
import type { Labels } from "./labels";
import { CF7_MESSAGES, type Messages } from "./messages";
import declaration from "./contact-form.element";

const log = logger(declaration.tag);
/** The server does not name the acceptance field it misses (CF7's acceptance_missing has no invalid_fields). */
const ACCEPTANCE = "[acceptance]";

export interface ContactFormConfig {
  formId: number;
  apiRoot: string;
  unitTag: string;
  pluginVersion: string;
  locale: string;
  containerPost: number;
  /** Inline schema; null means fetch it from the API. */
  schema: SwvSchema | null;
  dataLayer: string;
  labels: Labels;
  /** The form's own messages (CF7's `_messages`); those left out are CF7's defaults. */
  messages: Partial<Messages>;
  /** What a request that got no usable answer says, in the language of the form's text. */
  connection: BuiltInTexts["connection"];
}

type StatusListener = (status: string, prevStatus: string) => void;

/**
 * CF7's front-end behaviour on one light-DOM form: statuses, submit and reset flows with their events, client
 * validation, error display, acceptance, website prefixing, the controls' helpers and tag-manager pushes. Unlike CF7, a failed request
 * shows a message and leaves the form usable.
 */
export class ContactFormController {
  private readonly events = new AbortController();
  private readonly errors: ErrorDisplay;
  private readonly acceptance: AcceptanceRule;
  private config: ContactFormConfig;
  private schema: SwvSchema | undefined;
  /** The schema to use once what its rules need is in. */
  private pendingSchema: SwvSchema | undefined;
  private schemaKey = "";
  private inFlight = false;
  /** Whether a pointer is pressed on the form (a click on its way), a check waiting for it, and the sends tried. */
  private pressing = false;
  private waiting: { target: Element; attempts: number } | null = null;
  private attempts = 0;
  private resetOnMailSent = false;
  /** What a misfit between form and server was already reported for: each once. */
  private readonly warned = new Set<string>();

  constructor(
    readonly form: HTMLFormElement,
    host: HTMLElement,
    config: ContactFormConfig,
    private readonly onStatus: StatusListener,
  ) {
    this.config = config;
    const parts = ensureParts(host, form);
    this.errors = new ErrorDisplay(form, parts, () => this.config.unitTag);
    this.acceptance = new AcceptanceRule(form, this.errors, () => this.message("accept_terms"), this.events.signal);
    if (!form.dataset["status"]) form.dataset["status"] = "init";
    form.classList.add(form.dataset["status"]!);
    const listen = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
      form.addEventListener(type, listener, { signal: this.events.signal });
    // Heard on the element before the form, and kept from the form's own listeners: on a page that also loads CF7's
    // script (wrapping off, a form written inside the tag), that script would send the same submission again. CF7's
    // events (wpcf7submit and the others) still fire, from the element.
    host.addEventListener(
      "submit",
      (event) => {
        if (event.target !== form) return;
        event.stopPropagation();
        this.onSubmit(event);
      },
      { capture: true, signal: this.events.signal },
    );
    listen("reset", () => this.reset());
    listen("change", (event) => this.onChange(event));
    // CF7 counts on keyup and change; `input` also catches a paste from a menu, autofill and a script's typing.
    for (const type of ["input", "keyup", "change"] as const) listen(type, (event) => countCharacters(form, event.target as Element));
    listen("focusin", (event) => this.onFocus(event, true));
    listen("focusout", (event) => this.onFocus(event, false));
    listen("pointerdown", () => this.onPress());
    this.configure(config);
    this.acceptance.update();
    updateFreeTexts(form);
    resetCounters(form);
    // A page served from a cache (CF7's `wpcf7.cached`, printed when WP_CACHE is on) has stale captcha, quiz and
    // hidden values: CF7 resets the form once the page has loaded, to refill them.
    if ((window as Window & { wpcf7?: { cached?: unknown } }).wpcf7?.cached) {
      if (document.readyState === "complete") this.reset();
      else window.addEventListener("load", () => this.reset(), { once: true, signal: this.events.signal });
    }
  }

  /** A message of the form's, else for the acceptance the page's label, else CF7's default. */
  private message(key: keyof Messages): string {
    const fallback = key === "accept_terms" ? this.config.labels.acceptance : CF7_MESSAGES[key];
    // An empty message in CF7's editor is no message of the form's: the default stays.
    return this.config.messages[key] || fallback;
  }

  get status(): string {
    return this.form.dataset["status"] ?? "init";
  }

  configure(config: ContactFormConfig): void {
    this.config = config;
    const values = {
      _wpcf7: String(config.formId),
      _wpcf7_version: config.pluginVersion,
      _wpcf7_locale: config.locale,
      _wpcf7_unit_tag: config.unitTag,
      _wpcf7_container_post: String(config.containerPost),
    };
    for (const [name, value] of Object.entries(values)) hiddenInput(this.form, name as keyof typeof values)!.value = value;
    this.loadSchema();
  }

  destroy(): void {
    this.events.abort();
    this.errors.dispose();
  }

  private loadSchema(): void {
    const { schema, apiRoot, formId } = this.config;
    if (schema) {
      this.schemaKey = "";
      this.useSchema(schema);
      return;
    }
    const key = `${apiRoot} ${formId}`;
    if (key === this.schemaKey) return;
    this.schemaKey = key;
    this.schema = this.pendingSchema = undefined;
    getSchema(apiRoot, formId).then(
      (loaded) => {
        // Nothing (a 204) is no client rules: the server still validates every submission.
        if (this.schemaKey !== key || !loaded) return;
        this.useSchema(loaded);
      },
      // Client validation waits for the schema; the server still validates every submission.
      (cause: unknown) =>
        log.error(`could not load the validation schema of form ${formId} from ${schemaUrl(apiRoot, formId)}: ${whyFailed(cause, apiRoot, formId)}`),
    );
  }

  /** Validates by the schema from now on, or once WordPress's mime table is in when a file rule needs it. */
  private useSchema(schema: SwvSchema): void {
    this.pendingSchema = schema;
    const adopt = () => {
      if (this.pendingSchema !== schema) return; // another schema came since
      this.schema = schema;
      this.checkFields(schema);
    };
    if (fileTypesReady(schema)) return adopt();
    this.schema = undefined;
    // Client validation waits for the table; the server still validates every submission.
    loadFileTypes().then(adopt, (cause: unknown) => log.error("could not load the file types of the validation schema", cause));
  }

  /** Warns once per form id and missing field about what keeps the form from ever being sent. */
  private warnMissing(field: string, message: string): void {
    const key = `${this.config.formId} ${field}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    log.warn(
      `form ${this.config.formId} ${message}: the form cannot be sent. Add the ${field === ACCEPTANCE ? "form's acceptance field" : "field"}, or check that form-id names this form.`,
    );
  }

  /**
   * A field the schema requires and the form lacks fails every submission with nothing for the visitor to fix (a
   * page builder's own fields used with another form's id, say).
   */
  private checkFields(schema: SwvSchema): void {
    const present = new Set([...this.form.querySelectorAll<HTMLElement>(".wpcf7-form-control-wrap[data-name]")].map((wrap) => wrap.dataset["name"]!));
    for (const control of this.form.querySelectorAll<HTMLInputElement>("[name]")) present.add(baseName(control.name));
    for (const field of requiredFields(schema)) {
      if (!present.has(field)) this.warnMissing(field, `has no field "${field}", which its validation schema requires`);
    }
  }

  /** Sets an API status (`mail_sent`, an unknown one) as CF7 does and returns its class form (`sent`, `custom-…`). */
  private setStatus(status: string): string {
    return this.showStatus(statusClass(status));
  }

  /**
   * Shows a status already in its class form (data-status, class, wpcf7statuschanged): the one a validation returns
   * to, which must not be mapped again (`custom-foo` would become `custom-custom-foo`).
   */
  private showStatus(next: string): string {
    const prev = this.form.getAttribute("data-status");
    this.form.setAttribute("data-status", next);
    this.form.classList.add(next);
    if (prev && prev !== next) {
      this.form.classList.remove(prev);
      this.fire("statuschanged", { ...this.baseDetail(), status: next, prevStatus: prev });
      this.updateInert(next);
      this.onStatus(next, prev);
    }
    return next;
  }

  private updateInert(status: string): void {
    for (const node of this.form.querySelectorAll(".active-on-any")) {
      node.removeAttribute("inert");
      node.classList.remove("active-on-any");
    }
    for (const node of this.form.querySelectorAll(`.inert-on-${status}`)) {
      node.setAttribute("inert", "inert");
      node.classList.add("active-on-any");
    }
  }

  private baseDetail() {
    const { formId, pluginVersion, locale, unitTag, containerPost } = this.config;
    return { contactFormId: formId, pluginVersion, contactFormLocale: locale, unitTag, containerPostId: containerPost };
  }

  private detail(formData: FormData): Wpcf7Detail {
    const inputs = [...formData].filter(([name]) => !name.startsWith("_")).map(([name, value]) => ({ name, value }));
    return { ...this.baseDetail(), status: this.status, inputs, formData };
  }

  private fire(name: string, detail: object): void {
    this.form.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
    if ("inputs" in detail) pushFormEvent(this.config.dataLayer, name, detail as Wpcf7Detail);
  }

  private onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    if (this.inFlight) return;
    this.attempts++;
    if (!this.validateAll()) return;
    void this.submit(event.submitter);
  }

  private async submit(submitter: HTMLElement | null): Promise<void> {
    this.inFlight = true;
    // CF7's reCAPTCHA, when set up (its field in the form), has its token renewed before anything of the submission
    // starts, as with CF7; a page without it loads none of that code.
    const recaptcha = this.form.querySelector<HTMLInputElement>('input[name="_wpcf7_recaptcha_response"]');
    if (recaptcha) {
      await (await import("./recaptcha")).renewRecaptcha(recaptcha, log);
      if (this.events.signal.aborted) return;
    }
    const formData = new FormData(this.form);
    const button = submitter as HTMLButtonElement | null;
    if (button?.name) formData.append(button.name, button.value);
    const detail = this.detail(formData);
    this.errors.clearResponse();
    this.fire("beforesubmit", detail);
    this.setStatus("submitting");
    let response: FeedbackResponse | null;
    let submission: typeof import("./submission");
    try {
      submission = await loadForRequest(() => import("./submission"));
      response = await submission.postFeedback(this.config.apiRoot, this.config.formId, formData);
    } catch (cause) {
      this.inFlight = false;
      this.fail(cause);
      return;
    }
    this.inFlight = false;
    if (!response) {
      this.fail("the server answered with nothing (204): no status says whether the mail was sent");
      return;
    }
    const status = this.setStatus(response.status);
    detail.status = response.status;
    detail.apiResponse = response;
    if (status === "unaccepted" && !this.form.querySelector(".wpcf7-acceptance")) {
      this.warnMissing(ACCEPTANCE, "has no acceptance checkbox, but the server asks for one to be accepted");
    }
    if (["invalid", "unaccepted", "spam", "aborted"].includes(status)) this.fire(status, detail);
    else if (status === "sent" || status === "failed") this.fire(`mail${status}`, detail);
    this.fire("submit", detail);
    submission.refill(this.form, response);
    if (response.posted_data_hash) hiddenInput(this.form, "_wpcf7_posted_data_hash")!.value = response.posted_data_hash;
    if (response.status === "mail_sent") {
      this.form.reset();
      this.resetOnMailSent = true;
    }
    for (const invalid of response.invalid_fields ?? []) this.errors.set(invalid.field, invalid.message);
    // Written after the reset started, so the message survives it.
    this.errors.showMessage(response.message);
  }

  /** Whether the focus is in the form (on Send, say) or nowhere: not where the visitor took it since. */
  private focusInForm(): boolean {
    const focused = (this.form.getRootNode() as Document | ShadowRoot).activeElement;
    return !focused || focused === document.body || this.form.contains(focused);
  }

  /** Better than CF7, which stays in `submitting`: say what went wrong and leave everything typed in place. */
  private fail(cause: unknown): void {
    log.error(`the submission failed: ${whyFailed(cause, this.config.apiRoot, this.config.formId)}`);
    this.setStatus("mail_failed");
    this.errors.showMessage(connectionMessage(cause, this.config.connection, this.message("mail_sent_ng")));
  }

  private reset(): void {
    const detail = this.detail(new FormData(this.form));
    this.errors.clearResponse();
    this.setStatus("resetting");
    const finish = () => {
      const sent = this.resetOnMailSent;
      this.setStatus(sent ? "mail_sent" : "init");
      this.resetOnMailSent = false;
      this.acceptance.update();
      updateFreeTexts(this.form);
      resetCounters(this.form);
      // Send may be disabled under the focus now (an acceptance box to tick again): the visitor goes on at the
      // message, shown again with the status (CF7's styles hide it while resetting).
      if (sent && this.focusInForm()) this.errors.focusMessage();
    };
    const failed = (cause: unknown) => {
      log.error("could not refill the form after a reset", cause);
      finish();
    };
    loadForRequest(() => import("./submission")).then(
      ({ getRefill, refill }) =>
        getRefill(this.config.apiRoot, this.config.formId).then(
          // Nothing (a 204), like CF7's empty array, is nothing to refill.
          (response: RefillResponse | null) => {
            finish();
            if (response && !Array.isArray(response)) refill(this.form, response);
            detail.apiResponse = response;
            this.fire("reset", detail);
          },
          failed,
        ),
      failed,
    );
  }

  /**
   * Before submitting: flag every invalid field and keep the request back (the server still validates). With CF7's
   * acceptance as validation, a box not accepted is such a field too, as CF7's server would answer.
   */
  private validateAll(): boolean {
    const unaccepted = this.acceptance.invalidFields();
    if (!this.schema && unaccepted.length === 0) return true;
    const { formData, fields } = collectFields(this.form);
    const prev = this.status;
    this.setStatus("validating");
    const checked = this.schema ? invalidFields(validate(this.schema, formData)) : [];
    // In the form's order, as the server lists its invalid fields.
    const invalid = [...checked, ...unaccepted]
      .filter(({ field }) => fields.includes(field))
      .sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field));
    if (invalid.length === 0) {
      this.showStatus(prev);
      return true;
    }
    const detail = this.detail(new FormData(this.form));
    this.errors.clearResponse();
    for (const { field, message } of invalid) this.errors.set(field, message);
    this.setStatus("validation_failed");
    detail.status = "validation_failed";
    detail.apiResponse = {
      contact_form_id: this.config.formId,
      status: "validation_failed",
      message: this.message("validation_error"),
      invalid_fields: invalid.map(({ field, message }) => ({ field, message, idref: null, error_id: errorId(this.config.unitTag, field) })),
      posted_data_hash: "",
      into: `#${this.config.unitTag}`,
    };
    this.fire("invalid", detail);
    this.errors.showMessage(this.message("validation_error"));
    return false;
  }

  private onChange(event: Event): void {
    const target = event.target as HTMLInputElement;
    if (target.classList.contains("wpcf7-validates-as-url")) target.value = prefixWebsite(target.value);
    keepExclusive(target);
    updateFreeTexts(this.form, target);
    this.acceptance.update();
    if (!target.closest(".wpcf7-form-control")) return;
    // A field left by pressing Send changes as the press begins: a tip its check takes away would move Send from
    // under the pointer before the press ends, and the click (CF7's too) would be lost. The check waits for the press.
    if (this.pressing) this.waiting = { target, attempts: this.attempts };
    else this.validateChange(target);
  }

  /** The press ends: the check that waited for it runs after the click, unless the form was sent (all checked). */
  private onPress(): void {
    if (this.pressing) return;
    this.pressing = true;
    const released = () => {
      window.removeEventListener("pointerup", released, true);
      window.removeEventListener("pointercancel", released, true);
      this.pressing = false;
      const waiting = this.waiting;
      this.waiting = null;
      if (!waiting) return;
      void nextTask().then(() => {
        if (!this.events.signal.aborted && this.attempts === waiting.attempts && !this.inFlight) this.validateChange(waiting.target);
      });
    };
    window.addEventListener("pointerup", released, { capture: true, signal: this.events.signal });
    window.addEventListener("pointercancel", released, { capture: true, signal: this.events.signal });
  }

  /**
   * CF7's on-change validation: the whole form against the whole schema (a rule may read a later field), and
   * the results shown for the fields up to and including the changed one, so that later ones are not flagged yet.
   */
  private validateChange(target: Element): void {
    const changed = target.closest<HTMLElement>(".wpcf7-form-control-wrap[data-name]");
    if (!this.schema || !changed || target.closest(".novalidate")) return;
    const { formData, fields } = collectFields(this.form);
    const prev = this.status;
    this.setStatus("validating");
    const results = validate(this.schema, formData);
    const changedName = changed.dataset["name"]!;
    for (const field of fields.slice(0, fields.indexOf(changedName) + 1)) {
      // The changed field with nothing in the form data (every box of a group unticked) passed every rule: it is
      // empty, and clears its earlier errors as an emptied text field does. (CF7 leaves them on screen.)
      const result = results.get(field) ?? (field === changedName ? { validInputs: [] } : undefined);
      if (!result) continue;
      this.errors.remove(field);
      if ("error" in result) this.errors.set(field, result.error);
      reflect(this.form, field, "validInputs" in result ? result.validInputs : []);
    }
    this.showStatus(prev);
  }

  private onFocus(event: FocusEvent, entering: boolean): void {
    const target = event.target as Element;
    if (target.matches("input, select, textarea, button")) pushFocus(this.config.dataLayer, entering, target, this.form);
  }
}
