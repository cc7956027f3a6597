import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import type { ElementProps } from "../define/declare";
import { logger } from "../shared/log";
import { adoptStylesAround } from "../shared/stylesheets";
import { useTexts } from "../shared/use-texts";
import { useElementState } from "../define/use-element-state";
import declaration from "./ai-search.element";
import lightStyles from "./ai-search.light.css?inline";
import { ENGLISH } from "./labels";
import { resolveLightParts, type TextField } from "./light-parts";
import { ANSWER_SLOT } from "./use-answer-panel";
import { useSearch } from "./use-search";

export type AiSearchProps = ElementProps<typeof declaration>;

const log = logger(declaration.tag);

/**
 * A thin view: the chrome (input, buttons, spinner) in the shadow root, the widget's container slotted below the
 * field. A theme's own form in the light DOM is shown through the default slot and enhanced in place; the widget's
 * container then goes inside that form and is the panel itself (ai-search.light.css).
 */
export function AiSearch(props: AiSearchProps) {
  const { host, emit, projectId, projectKey, scriptSrc, queryParam, prefillParam, placeholder, input, trigger } = props;
  const labels = useTexts(host, "search", ENGLISH, { ...props.labels, label: props.label });
  const resolved = useMemo(() => resolveLightParts(host, input, trigger), [host, input, trigger]);
  useEffect(() => {
    if (resolved.error) log.error(resolved.error);
  }, [resolved]);

  const ownForm = useRef<HTMLFormElement>(null);
  const ownInput = useRef<HTMLInputElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const config = { src: scriptSrc, projectId, projectKey, queryParam, prefillParam };
  const { state, hasContent, hasWidget } = useSearch({
    host,
    parts: resolved.parts,
    ownForm,
    ownInput,
    clearButton,
    config,
    texts: labels,
    emit,
  });
  useEffect(() => adoptStylesAround(host, lightStyles), [host]);
  useThemePlaceholder(resolved.parts?.input ?? null, placeholder);
  useElementState(host, state, true);
  useElementState(host, "has-content", hasContent);

  const loading = state === "loading";
  const clear = (
    <button
      ref={clearButton}
      type="button"
      part="clear"
      title={loading ? labels.loading : labels.clear}
      aria-label={loading ? labels.loading : labels.clear}
      aria-busy={loading ? "true" : undefined}
      // Nothing to clear or close: the button keeps its room (the field does not move) but is not there.
      hidden={!hasContent && !hasWidget}
    >
      <span part={loading ? "spinner" : undefined} className={loading ? "spinner" : "cross"} aria-hidden="true" />
    </button>
  );

  if (resolved.parts) {
    return (
      <div part="form" className="enhanced">
        <div part="field">
          <slot />
          {clear}
        </div>
      </div>
    );
  }
  return (
    <form part="form" role="search" aria-label={labels.label} ref={ownForm} noValidate>
      <div part="field">
        <input
          ref={ownInput}
          part="input"
          type="search"
          name={prefillParam}
          placeholder={placeholder || undefined}
          aria-label={labels.label}
          autoComplete="off"
          enterKeyHint="search"
        />
        {clear}
        <button part="submit" type="submit">
          {labels.submit}
        </button>
      </div>
      <div part="panel" role="region" aria-label={labels.answer} hidden={!hasWidget}>
        <slot name={ANSWER_SLOT} />
      </div>
    </form>
  );
}

/** The element's placeholder on a theme's input that has none of its own, while the element enhances it. */
function useThemePlaceholder(input: TextField | null, placeholder: string): void {
  useLayoutEffect(() => {
    if (!input || !placeholder || input.hasAttribute("placeholder")) return undefined;
    input.placeholder = placeholder;
    return () => input.removeAttribute("placeholder");
  }, [input, placeholder]);
}
