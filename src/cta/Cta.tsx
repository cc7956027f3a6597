import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { ElementProps } from "../define/declare";
import { logger } from "../shared/log";
import { adoptStylesAround } from "../shared/stylesheets";
import { contentLink } from "./content-link";
import declaration from "./cta.element";
import lightStyles from "./cta.light.css?inline";

export type CtaProps = ElementProps<typeof declaration>;

const log = logger(declaration.tag);
const LINK_MARK = "data-x-cta-link";

export function Cta({ href, bgColor, bgColorHover, host }: CtaProps) {
  const slot = useRef<HTMLSlotElement>(null);
  const [link, setLink] = useState<HTMLAnchorElement | null>(() => contentLink(host));

  // The content may change (a page builder's edit): the link is looked for again when the slot's nodes do.
  useEffect(() => {
    const element = slot.current;
    const look = () => setLink(contentLink(host));
    element?.addEventListener("slotchange", look);
    return () => element?.removeEventListener("slotchange", look);
  }, [host, link, href]); // the slot is a new one when the card changes from a box to a link

  // The content's link covers the card (cta.light.css, in the link's own tree).
  useLayoutEffect(() => {
    if (!link) return undefined;
    adoptStylesAround(host, lightStyles);
    link.setAttribute(LINK_MARK, "");
    return () => link.removeAttribute(LINK_MARK);
  }, [host, link]);

  useEffect(() => {
    if (link && href) log.warn(`attribute "href": the content has a link (to ${link.getAttribute("href")}), which the card uses; href is ignored`);
  }, [link, href]);

  const colours = { "--_x-cta-bg": bgColor || undefined, "--_x-cta-bg-hover": bgColorHover || undefined } as CSSProperties;
  const inside: ReactNode = (
    <>
      <span part="graphic" className="graphic">
        <slot name="graphic">
          <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
            <path d="M4 11h12.2l-5.6-5.6L12 4l8 8-8 8-1.4-1.4 5.6-5.6H4z" fill="currentColor" />
          </svg>
        </slot>
      </span>
      <span part="content" className="content">
        <slot ref={slot} />
      </span>
    </>
  );
  if (!link && href) {
    return (
      <a part="card" className="card" href={href} style={colours}>
        {inside}
      </a>
    );
  }
  return (
    <div part="card" className="card" style={colours}>
      {inside}
    </div>
  );
}
