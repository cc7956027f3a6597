import { useEffect, useState } from "react";
import { elementLanguage, watchLanguage } from "./language";

/** The language of the host's text ("" when unknown), rendering again when a lang attribute change changes it. */
export function useLanguage(host: HTMLElement): string {
  const [language, setLanguage] = useState(() => elementLanguage(host));
  useEffect(() => {
    setLanguage(elementLanguage(host)); // moved or changed between the render and now
    return watchLanguage(host, setLanguage);
  }, [host]);
  return language;
}
