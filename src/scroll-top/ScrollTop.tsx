import { useEffect, useRef, useState } from "react";
import type { ElementProps } from "../define/declare";
import { prefersReducedMotion } from "../shared/reduced-motion";
import { onScrollFrame } from "../shared/scroll-frame";
import { useStateAttribute } from "../shared/use-state-attribute";
import { useTexts } from "../shared/use-texts";
import { coversInteractive } from "./overlap";
import { clearanceOf, setClearance } from "./page-clearance";
import { focusElement, focusTarget, scrolledShare, scrollToTop } from "./scroll-top";
import declaration from "./scroll-top.element";

/** The built-in text in English (the other languages' are in the shared catalogues). */
const ENGLISH = { label: "Back to top" };

export type ScrollTopProps = ElementProps<typeof declaration>;

export function ScrollTop(props: ScrollTopProps) {
  const { threshold, duration, label, focusTarget: selector, host, emit } = props;
  const texts = useTexts(host, "scrollTop", ENGLISH, { label });
  const [shown, setShown] = useState(false);
  useStateAttribute(host, "shown", shown);

  const button = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      onScrollFrame(() => {
        const share = scrolledShare(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
        // Scrolled far enough, and not over a link, a control or a video the visitor may want to reach.
        const far = share > 0 && share >= threshold;
        const show = far && !(button.current && coversInteractive(button.current.getBoundingClientRect(), host));
        // Measured again with every frame the page scrolled or resized in: the button's size may have changed.
        const clearance = button.current ? clearanceOf(host, button.current) : null;
        return () => {
          setShown(show);
          setClearance(host, clearance);
        };
      }),
    [threshold, host],
  );
  useEffect(() => () => setClearance(host, null), [host]);

  const cancel = useRef<() => void>(() => {});
  useEffect(() => () => cancel.current(), []);

  const up = () => {
    emit("x-scroll-top", { from: window.scrollY });
    cancel.current();
    cancel.current = scrollToTop(prefersReducedMotion() ? 0 : duration, () => {
      const target = focusTarget(selector);
      if (target) focusElement(target);
    });
  };

  return (
    <button ref={button} type="button" part="button" className="button" onClick={up} inert={!shown}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7m7-7l7 7M12 5v14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="label">{texts.label}</span>
    </button>
  );
}
