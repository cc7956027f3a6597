import { focusMessage } from "../shared/focus-message";
import { connectionMessage } from "../shared/texts/connection";
import type { BuiltInTexts } from "../shared/texts/types";
import { loadForRequest } from "../shared/http";
import { logger } from "../shared/log";
import declaration from "./newsletter-form.element";
import { evaluateConditions } from "./conditions";
import { register, trigger, type Mc4wpForm } from "./mc4wp-events";
import { populate } from "./populate";
import { inertCopy } from "../shared/post-page";
import { parseInertDocument } from "../shared/trusted-types";
import { navigation } from "./navigation";
import type { Mc4wpAnswer } from "./response";
import { pageResponseStart, spamWindowLeft } from "./spam-window";
import { formPairs, toObject, toQueryString, type FormObject } from "./serialize";

const log = logger(declaration.tag);

export interface NewsletterConfig {
  /** Where to post; "" for the form's own action (the page itself, as MC4WP has it). */
  action: string;
  ajax: boolean;
  /** MC4WP's message for a failed sign-up; it may hold the few tags MC4WP allows in messages. */
  errorMessage: string;
  /** Where a successful sign-up takes the visitor (MC4WP's "Redirect to URL after successful sign-ups"); "" stays. */
  redirect: string;
  /** What a post that got no answer says, in the language of the form's text. */
  connection: BuiltInTexts["connection"];
}

/** The element's events, by MC4WP name: what the view turns into x-newsletter-* CustomEvents. */
export type Notify = (name: string, detail: { formId: number; formName: string; [key: string]: unknown }) => void;

/** MC4WP's form object: what site scripts read on the element and receive in mc4wp.forms listeners. */
export interface FormApi extends Mc4wpForm {
  readonly name: string;
  readonly errors: string[];
  readonly started: boolean;
  getData(): FormObject;
  getSerializedData(): string;
  setData(data: unknown): void;
  setResponse(html: string): void;
  reset(): void;
}

/**
 * MC4WP's front end on one light-DOM form: its form object, its events (started, change, submit, then submitted,
 * success or error, subscribed), conditional fields, and, unlike MC4WP, a submission with fetch that keeps the
 * page, shows the answer in place and keeps every value when anything fails.
 */
export class NewsletterController {
  readonly api: FormApi;
  private readonly events = new AbortController();
  private readonly pending = new Set<() => void>();
  private readonly unregister: () => void;
  private readonly response: HTMLElement;
  private readonly addedResponse: boolean;
  private readonly addedLive: boolean;
  private errors: string[] = [];
  private started = false;
  private inFlight = false;

  constructor(
    readonly form: HTMLFormElement,
    private config: NewsletterConfig,
    private readonly notify: Notify,
  ) {
    const id = Number.parseInt(form.getAttribute("data-id") ?? "", 10) || 0;
    const name = form.getAttribute("data-name") || `Form #${id}`;
    const state = { errors: () => this.errors, started: () => this.started };
    this.api = {
      id,
      name,
      element: form,
      get errors() {
        return state.errors();
      },
      get started() {
        return state.started();
      },
      getData: () => toObject(formPairs(form)),
      getSerializedData: () => toQueryString(formPairs(form)),
      setData: (data) => populate(form, data),
      setResponse: (html) => void (this.response.innerHTML = html),
      reset: () => this.reset(),
    };
    let response = form.querySelector<HTMLElement>(".mc4wp-response");
    this.addedResponse = !response;
    if (!response) {
      response = document.createElement("div");
      response.className = "mc4wp-response";
      form.append(response);
    }
    this.response = response;
    // The answer is read out where it appears.
    this.addedLive = !response.hasAttribute("aria-live");
    if (this.addedLive) response.setAttribute("aria-live", "polite");
    this.unregister = register(this.api);

    const { signal } = this.events;
    form.addEventListener("focusin", () => this.onFocus(), { signal });
    form.addEventListener("change", (event) => this.onChange(event), { signal });
    form.addEventListener("keyup", () => evaluateConditions(form), { signal });
    form.addEventListener("submit", (event) => this.onSubmit(event), { signal });
    document.addEventListener("mc4wp-refresh", () => evaluateConditions(form), { signal });
    if (document.readyState !== "complete") window.addEventListener("load", () => evaluateConditions(form), { once: true, signal });
    evaluateConditions(form);
  }

  configure(config: NewsletterConfig): void {
    this.config = config;
  }

  destroy(): void {
    this.events.abort();
    for (const cancel of this.pending) cancel();
    this.pending.clear();
    this.unregister();
    if (this.addedResponse) this.response.remove();
    else if (this.addedLive) this.response.removeAttribute("aria-live");
  }

  /** MC4WP's reset: no response, the fields shown again, the form's own reset. */
  reset(): void {
    this.response.replaceChildren();
    const fields = this.form.querySelector<HTMLElement>(".mc4wp-form-fields");
    if (fields) fields.style.display = "";
    this.form.reset();
  }

  private emit(name: string, args: unknown[], detail: Record<string, unknown> = {}): void {
    // Submit runs at once, inside trigger; the others run later and leave the pending set then.
    const timer = { cancel: () => {} };
    timer.cancel = trigger(name, [this.api, ...args], () => {
      this.pending.delete(timer.cancel);
      this.notify(name, { formId: this.api.id, formName: this.api.name, ...detail });
    });
    if (name !== "submit") this.pending.add(timer.cancel);
  }

  private onFocus(): void {
    if (this.started) return;
    this.started = true;
    this.emit("started", []);
  }

  private onChange(event: Event): void {
    evaluateConditions(this.form);
    this.emit("change", [event]);
  }

  private onSubmit(event: SubmitEvent): void {
    if (event.defaultPrevented) return;
    if (this.inFlight) {
      event.preventDefault();
      return;
    }
    this.emit("submit", [event]);
    // A site script that cancelled the submission takes it over; without ajax the browser posts the page.
    if (event.defaultPrevented || !this.config.ajax) return;
    event.preventDefault();
    void this.send(event.submitter);
  }

  private async send(submitter: HTMLElement | null): Promise<void> {
    this.inFlight = true;
    this.form.setAttribute("aria-busy", "true");
    const wait = spamWindowLeft(this.form, pageResponseStart(), performance.now());
    if (wait > 0 && !(await this.hold(wait))) return;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(this.form, submitter)) body.append(name, typeof value === "string" ? value : value.name);
    const url = this.config.action || this.form.action;
    let answer: Mc4wpAnswer | null = null;
    try {
      const { postSignUp, readAnswer } = await loadForRequest(() => import("./sign-up"));
      const page = await postSignUp(url, body, this.config.redirect !== "");
      answer = page.doc && page.ok ? readAnswer(page.doc, this.api.id, this.elementId()) : null;
      // MC4WP redirects after a successful sign-up only: the visitor goes where it leads, as without JavaScript.
      if (!answer && page.redirectedTo !== null && (page.redirectedTo || this.config.redirect)) {
        navigation.go(page.redirectedTo || this.config.redirect);
        return;
      }
      if (!answer) log.error(`the answer to the sign-up (status ${page.status}) has no response of form ${this.api.id}`);
    } catch (cause) {
      this.fail(connectionMessage(cause, this.config.connection, this.config.errorMessage));
      return;
    } finally {
      this.inFlight = false;
      this.form.removeAttribute("aria-busy");
    }
    if (!answer) this.fail(this.config.errorMessage);
    else this.apply(answer);
    if (answer?.success && this.config.redirect) navigation.go(this.config.redirect);
  }

  /** Waits (busy, so a second press sends nothing more); false when the element went meanwhile. */
  private hold(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(cancel);
        resolve(true);
      }, ms);
      const cancel = () => {
        clearTimeout(timer);
        resolve(false);
      };
      this.pending.add(cancel);
    });
  }

  private elementId(): string {
    const field = this.form.querySelector<HTMLInputElement>('input[name="_mc4wp_form_element_id"]');
    return this.form.id || field?.value || "";
  }

  private apply(answer: Mc4wpAnswer): void {
    this.errors = answer.errors;
    if (answer.success) this.form.reset();
    this.response.replaceChildren(answer.response ? inertCopy(answer.response) : "");
    const fields = this.form.querySelector<HTMLElement>(".mc4wp-form-fields");
    if (answer.success && !answer.fieldsShown && fields) {
      fields.style.display = "none";
      // The focused button went with the fields: keyboard and screen reader users continue at the answer.
      focusMessage(this.response);
    }
    evaluateConditions(this.form);
    this.emit("submitted", []);
    if (!answer.success) {
      this.emit("error", [answer.errors], { errors: answer.errors });
      return;
    }
    this.emit("success", [answer.data], { data: answer.data });
    this.emit(answer.event, [answer.data], { data: answer.data });
    // MC4WP also reports an updated subscriber as subscribed.
    if (answer.event === "updated_subscriber") this.emit("subscribed", [answer.data, true], { data: answer.data });
  }

  /** Nothing of what was typed is touched: the visitor reads what went wrong and sends again. */
  private fail(message: string): void {
    this.errors = ["error"];
    const alert = document.createElement("div");
    alert.className = "mc4wp-alert mc4wp-error";
    alert.setAttribute("role", "alert");
    // As MC4WP prints its messages: the few tags it allows in them (a link, emphasis) kept, nothing that runs.
    const text = document.createElement("p");
    text.append(inertCopy(parseInertDocument(`<p>${message}</p>`).body.firstElementChild!));
    alert.append(text);
    this.response.replaceChildren(alert);
    this.emit("error", [this.errors], { errors: this.errors });
  }
}
