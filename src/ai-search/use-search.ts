import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { ElementProps } from "../define/declare";
import { logger } from "../shared/log";
import { inPreview } from "../shared/preview";
import type { LightParts, TextField } from "./light-parts";
import { provideHandle } from "./search-handle";
import { RESTORE_AFTER_LOAD_MS, type SearchState } from "./search-state";
import { readParam, withParam } from "./search-url";
import { siteResultsMessage, type UnavailableTexts } from "./site-results";
import declaration from "./ai-search.element";
import { useAnswerPanel } from "./use-answer-panel";
import { LOAD_ERROR, NO_FORM, insertWidget, removeWidget, type WidgetConfig } from "./widget";

const log = logger(declaration.tag);

export interface SearchOptions {
  host: HTMLElement;
  /** The theme's form, enhanced; null: the element's own (the refs below). */
  parts: LightParts | null;
  ownForm: RefObject<HTMLFormElement | null>;
  ownInput: RefObject<HTMLInputElement | null>;
  clearButton: RefObject<HTMLButtonElement | null>;
  config: WidgetConfig & { queryParam: string; prefillParam: string };
  /**
   * The answer panel's accessible name, given to the container when it is the panel itself (in a theme's form),
   * and what the panel says when the widget cannot be loaded.
   */
  texts: UnavailableTexts & { answer: string };
  emit: ElementProps<typeof declaration>["emit"];
}

export interface Search {
  state: SearchState;
  hasContent: boolean;
  /** The panel shows: a widget script is in place (loading or loaded), or the message that it could not be loaded. */
  hasWidget: boolean;
}

/**
 * The search, wired to the form with the DOM's own listeners: prefill, submission blocked, the address updated in
 * place, the widget script inserted and removed (or, when it cannot be loaded, the site's own results offered), the
 * answer closed (clear, Escape, a click outside), and the states with their 2000 ms restore.
 */
export function useSearch({ host, parts, ownForm, ownInput, clearButton, config, texts, emit }: SearchOptions): Search {
  const [state, setState] = useState<SearchState>("idle");
  const [hasContent, setHasContent] = useState(false);
  const [hasWidget, setHasWidget] = useState(false);
  const latest = useRef({ config, emit, texts });
  latest.current = { config, emit, texts };
  const panel = useAnswerPanel(host, parts?.form ?? null, texts.answer);

  const { prefillParam } = config;
  useLayoutEffect(() => {
    const input: TextField | null = parts ? parts.input : ownInput.current;
    const form = parts ? parts.form : ownForm.current;
    const trigger = parts?.trigger ?? null;
    const clear = clearButton.current;
    if (!input || !clear) return undefined;

    let current: HTMLScriptElement | null = null;
    let restore: ReturnType<typeof setTimeout> | undefined;
    const page = host.ownerDocument;
    /** Closes the answer (the widget removed), keeping what was typed. */
    const close = () => {
      clearTimeout(restore);
      current = null;
      removeWidget(host, panel);
      show(false);
      setState("idle");
    };
    // While the panel shows, Escape and a press outside the element close it. Escape does only that: a search
    // field would also empty itself.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.isComposing) return;
      event.preventDefault();
      close();
    };
    const onPressOutside = (event: Event) => {
      if (!event.composedPath().includes(host)) close();
    };
    const show = (shown: boolean) => {
      panel.hidden = !shown;
      setHasWidget(shown);
      if (shown) {
        page.addEventListener("keydown", onEscape);
        page.addEventListener("pointerdown", onPressOutside);
      } else {
        page.removeEventListener("keydown", onEscape);
        page.removeEventListener("pointerdown", onPressOutside);
      }
    };

    const prefill = readParam(location.href, prefillParam);
    if (prefill !== null) input.value = prefill;
    setHasContent(input.value !== "");

    const search = () => {
      if (inPreview(host)) return; // a preview asks no third party and keeps its page's address
      const { config, emit, texts } = latest.current;
      const query = input.value;
      const empty = query.trim() === "";
      // Nothing to answer: no panel, and no query in the address.
      history.replaceState(history.state, "", withParam(location.href, config.queryParam, empty ? null : query));
      close();
      if (!form) return log.error(NO_FORM);
      if (empty) return;
      emit("x-search", { query });
      setState("loading");
      show(true);
      const script = insertWidget(
        parts ? form : host,
        panel,
        config,
        () => {
          if (current !== script) return;
          emit("x-answer-load", { query });
          restore = setTimeout(() => setState("shown"), RESTORE_AFTER_LOAD_MS);
        },
        () => {
          if (current !== script) return;
          log.error(LOAD_ERROR);
          close();
          // The visitor is not left with nothing: the panel offers the site's own results for their query.
          panel.append(siteResultsMessage(texts, parts ? form : null, input.name || config.prefillParam, query));
          show(true);
          emit("x-answer-error", { query, src: script.src });
        },
      );
      current = script;
    };

    const onSubmit = (event: Event) => {
      event.preventDefault(); // always: the page stays, the widget answers
      search();
    };
    // Without a form, Enter in the input is the search (which then reports the missing form).
    const onKeyDown = (event: Event) => {
      if (form || (event as KeyboardEvent).key !== "Enter" || (event as KeyboardEvent).isComposing) return;
      event.preventDefault();
      search();
    };
    // A trigger that is not the form's own submit button starts the search by itself.
    const submits =
      (trigger instanceof HTMLButtonElement || trigger instanceof HTMLInputElement) && trigger.type === "submit" && trigger.form === form;
    const onTrigger = (event: Event) => {
      event.preventDefault();
      search();
    };
    const onInput = () => setHasContent(input.value !== "");
    /** Empties the input and closes the answer. */
    const reset = () => {
      input.value = "";
      setHasContent(false);
      close();
    };
    // While the answer loads, the busy button ignores presses.
    const onClear = () => {
      if (clear.ariaBusy) return;
      reset();
      input.focus();
    };

    form?.addEventListener("submit", onSubmit);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("input", onInput);
    if (trigger && !submits) trigger.addEventListener("click", onTrigger);
    clear.addEventListener("click", onClear);
    const withdraw = provideHandle(host, {
      focus: () => input.focus(),
      reset,
    });
    return () => {
      form?.removeEventListener("submit", onSubmit);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("input", onInput);
      trigger?.removeEventListener("click", onTrigger);
      clear.removeEventListener("click", onClear);
      withdraw();
      close();
    };
  }, [host, panel, parts, ownForm, ownInput, clearButton, prefillParam]);

  return { state, hasContent, hasWidget };
}
