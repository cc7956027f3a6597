/**
 * Which countdowns a visitor's selection reads from: one `selectionchange` listener for every countdown on the page,
 * there only while one watches. A countdown is read when the selection has an end inside its shadow root (a drag
 * over its digits puts both there).
 */
type Listener = (read: boolean) => void;

const watched = new Map<ShadowRoot, Listener>();
/** The roots the selection had an end in at the last change. */
const read = new Set<ShadowRoot>();

/** The trees (documents, shadow roots) the ends of the page's selection are in, seen across shadow boundaries. */
function selectionEnds(roots: ShadowRoot[]): Node[] {
  const selection = document.getSelection();
  if (!selection) return [];
  const ranges: AbstractRange[] =
    typeof selection.getComposedRanges === "function"
      ? selection.getComposedRanges({ shadowRoots: roots })
      : Array.from({ length: selection.rangeCount }, (_, index) => selection.getRangeAt(index));
  return ranges.flatMap((range) => [range.startContainer.getRootNode(), range.endContainer.getRootNode()]);
}

// Capture on window: it runs before the page's own selectionchange listeners on the document, so a tool that reads
// the selection there already reads the countdown's texts of now.
function onSelectionChange(): void {
  const ends = new Set(selectionEnds([...watched.keys()]));
  for (const root of read) {
    if (ends.has(root)) continue;
    read.delete(root);
    watched.get(root)?.(false);
  }
  for (const end of ends) {
    const listener = watched.get(end as ShadowRoot);
    if (!listener) continue;
    read.add(end as ShadowRoot);
    listener(true);
  }
}

/** Calls `listener(true)` at each change of a selection with an end in `root`, and `listener(false)` once it leaves. */
export function watchSelection(root: ShadowRoot, listener: Listener): () => void {
  if (watched.size === 0) window.addEventListener("selectionchange", onSelectionChange, { capture: true });
  watched.set(root, listener);
  return () => {
    if (watched.get(root) !== listener) return;
    watched.delete(root);
    read.delete(root);
    if (watched.size === 0) window.removeEventListener("selectionchange", onSelectionChange, { capture: true });
  };
}

/** Whether both ends of the selection are inside `root`: then its text is the countdown's alone. */
export function selectionWithin(root: ShadowRoot): boolean {
  const ends = selectionEnds([root]);
  return ends.length > 0 && ends.every((end) => end === root);
}
