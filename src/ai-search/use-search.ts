import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { ElementProps } from "../define/declare";
import { logger } from "../shared/log";
import type { LightParts, TextField } from "./light-parts";
import { provideHandle } from "./search-handle";
import { RESTORE_AFTER_LOAD_MS, clearAction, type SearchState } from "./search-state";
import { readParam, withParam } from "./search-url";
import declaration from "./ai-search.element";
import { LOAD_ERROR, NO_FORM, createPanel, insertWidget, removeWidget, type WidgetConfig } from "./widget";

const log = logger(declaration.tag);

/** The slot of the widget's container (and of its script when the form is the element's own). */
export const ANSWER_SLOT = "answer";

export interface SearchOptions {
  host: HTMLElement;
  /** The theme's form, enhanced; null: the element's own (the refs below). */
  parts: LightParts | null;
  ownForm: RefObject<HTMLFormElement | null>;
  ownInput: RefObject<HTMLInputElement | null>;
  clearButton: RefObject<HTMLButtonElement | null>;
  config: WidgetConfig & { queryParam: string; prefillParam: string };
  emit: ElementProps<typeof declaration>["emit"];
}

export interface Search {
  state: SearchState;
  hasContent: boolean;
  /** A widget script is in place (loading or loaded): the panel shows. */
  hasWidget: boolean;
}

/**
 * The search, wired to the form with the DOM's own listeners: prefill, submission blocked, the address updated in
 * place, the widget script inserted and removed, the clear button, and the states with their 2000 ms restore.
 */
export function useSearch({ host, parts, ownForm, ownInput, clearButton, config, emit }: SearchOptions): Search {
  const [state, setState] = useState<SearchState>("idle");
  const [hasContent, setHasContent] = useState(false);
  const [hasWidget, setHasWidget] = useState(false);
  const latest = useRef({ config, emit });
  latest.current = { config, emit };
  // The widget's container, in the light DOM while the element is mounted.
  const [panel] = useState(() => createPanel(ANSWER_SLOT));

  useLayoutEffect(() => {
    host.append(panel);
    return () => {
      removeWidget(host, panel);
      panel.remove();
    };
  }, [host, panel]);

  const { prefillParam } = config;
  useLayoutEffect(() => {
    const input: TextField | null = parts ? parts.input : ownInput.current;
    const form = parts ? parts.form : ownForm.current;
    const trigger = parts?.trigger ?? null;
    const clear = clearButton.current;
    if (!input || !clear) return undefined;

    let current: HTMLScriptElement | null = null;
    let restore: ReturnType<typeof setTimeout> | undefined;
    let now: SearchState = "idle";
    const go = (next: SearchState) => {
      now = next;
      setState(next);
    };
    const stop = () => {
      clearTimeout(restore);
      current = null;
      removeWidget(host, panel);
      setHasWidget(false);
    };

    const prefill = readParam(location.href, prefillParam);
    if (prefill !== null) input.value = prefill;
    setHasContent(input.value !== "");

    const search = () => {
      const { config, emit } = latest.current;
      const query = input.value;
      history.replaceState(history.state, "", withParam(location.href, config.queryParam, query));
      stop();
      go("idle");
      if (!form) return log.error(NO_FORM);
      emit("x-search", { query });
      go("loading");
      setHasWidget(true);
      const script = insertWidget(
        parts ? form : host,
        panel,
        config,
        () => {
          if (current !== script) return;
          emit("x-answer-load", { query });
          restore = setTimeout(() => go("shown"), RESTORE_AFTER_LOAD_MS);
        },
        () => {
          if (current !== script) return;
          log.error(LOAD_ERROR);
          stop();
          go("idle");
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
    const onClear = () => {
      const action = clearAction(now);
      if (action === "ignore") return;
      input.value = "";
      setHasContent(false);
      if (action === "empty-and-remove") stop();
      go("idle");
      input.focus();
    };

    form?.addEventListener("submit", onSubmit);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("input", onInput);
    if (trigger && !submits) trigger.addEventListener("click", onTrigger);
    clear.addEventListener("click", onClear);
    const withdraw = provideHandle(host, {
      focus: () => input.focus(),
      reset: () => {
        input.value = "";
        setHasContent(false);
        stop();
        go("idle");
      },
    });
    return () => {
      form?.removeEventListener("submit", onSubmit);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("input", onInput);
      trigger?.removeEventListener("click", onTrigger);
      clear.removeEventListener("click", onClear);
      withdraw();
      stop();
      go("idle");
    };
  }, [host, panel, parts, ownForm, ownInput, clearButton, prefillParam]);

  return { state, hasContent, hasWidget };
}
