import { useEffect, useState } from "react";
import { onEverySecond } from "../shared/clock";

/** Re-renders the calling component on every whole second while `running`, from the page's one shared clock. */
export function useSecondTicks(running: boolean): void {
  const [, setNow] = useState(0);
  useEffect(() => (running ? onEverySecond(setNow) : undefined), [running]);
}
