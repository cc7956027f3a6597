/**
 * A component whose render costs half a millisecond, like one with real work to do, and that counts its renders
 * (a render React discards and redoes counts twice).
 */
export function slowComponent(text: string) {
  const counter = { renders: 0 };
  function Slow() {
    const until = performance.now() + 0.5;
    while (performance.now() < until);
    counter.renders++;
    return <span part="text">{text}</span>;
  }
  return { Slow, counter };
}
