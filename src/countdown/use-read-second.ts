import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { secondStart, type CountdownOptions } from "./countdown";
import { selectionWithin, watchSelection } from "./selection";

/**
 * The second a visitor's read of the playing reels was made in, or null when nothing reads them. What a selection,
 * a copy or a tool reading either gets (see Reel.tsx): the texts the reels show at that moment. A read renders them
 * at once (flushSync), before the browser serializes the selection or a listener of the page reads it, and the
 * second it was made in is the state, so reads within one second cost one render. Between reads nothing ticks: a
 * selection left standing reads the time of its last change, and a copy re-reads.
 */
export function useReadSecond(host: HTMLElement, playing: boolean, options: CountdownOptions | null): number | null {
  const [readSecond, setReadSecond] = useState<number | null>(null);
  useEffect(() => {
    const root = host.shadowRoot;
    if (!playing || !options || !root) return undefined;
    const read = () => flushSync(() => setReadSecond(secondStart(options, Date.now())));
    const stopWatching = watchSelection(root, (reading) => (reading ? read() : setReadSecond(null)));
    // A copy of the countdown alone gets the texts of now as plain text: the rich copy the browser would write
    // may hold the reels' markup, whose column of texts a rich editor would paste.
    const copy = (event: ClipboardEvent) => {
      read();
      if (!event.clipboardData || !selectionWithin(root)) return;
      event.clipboardData.setData("text/plain", document.getSelection()?.toString() ?? "");
      event.preventDefault();
    };
    host.addEventListener("copy", copy);
    // A context menu (search for the selection, translate it) and a drag of the selection read it too.
    host.addEventListener("contextmenu", read);
    host.addEventListener("dragstart", read);
    return () => {
      stopWatching();
      host.removeEventListener("copy", copy);
      host.removeEventListener("contextmenu", read);
      host.removeEventListener("dragstart", read);
      setReadSecond(null);
    };
  }, [host, playing, options]);
  return readSecond;
}
