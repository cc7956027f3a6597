import { useEffect, useRef } from "react";
import type { ElementProps } from "../define/declare";
import type accordion from "./accordion.element";
import { runAccordion } from "./accordion";

export type AccordionProps = ElementProps<typeof accordion>;

/** The collapses are the accordion's content, as they are; the accordion only coordinates them. */
export function Accordion({ host, multiple }: AccordionProps) {
  const latest = useRef(multiple);
  useEffect(() => {
    latest.current = multiple;
  }, [multiple]);
  useEffect(() => runAccordion(host, () => latest.current), [host]);
  return <slot />;
}
