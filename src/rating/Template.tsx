import { Fragment, type ReactNode } from "react";

/** Fills `{name}` placeholders of a translatable text with nodes (so each value can carry its own part). */
export function Template({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name !== undefined && name in values ? values[name] : piece}</Fragment>;
  });
}
