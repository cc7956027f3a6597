import { useEffect, useRef } from "react";
import type { ElementProps } from "../define/declare";
import type scrollSpy from "./scroll-spy.element";
import { runSpy } from "./spy";

export type ScrollSpyProps = ElementProps<typeof scrollSpy>;

/** The menu is the element's content, as it is; the spy only scrolls and marks its links. */
export function ScrollSpy({ host, offset, currentClass }: ScrollSpyProps) {
  const latest = useRef({ offset, currentClass });
  useEffect(() => {
    latest.current = { offset, currentClass };
  }, [offset, currentClass]);
  useEffect(
    () =>
      runSpy(host, {
        offset: () => latest.current.offset,
        currentClass: () => latest.current.currentClass,
      }),
    [host],
  );
  return <slot />;
}
