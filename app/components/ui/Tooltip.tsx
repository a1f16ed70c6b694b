import { css } from "@linaria/core";
import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";
import { color, fontSize, radius, space } from "../../styles/tokens.ts";

/** Spec defaults: 700 ms before a tooltip opens, 300 ms to skip that delay when moving between triggers. */
export const tooltipSettings = { delayDurationMs: 700, skipDelayDurationMs: 300 } as const;

const content = css`
  z-index: 120;
  max-width: 16rem;
  padding: ${space.xxs} ${space.xs};
  border-radius: ${radius.sm};
  background: ${color.cream};
  color: ${color.ink};
  font-size: ${fontSize.xs};
  box-shadow: 0 4px 14px rgb(0 0 0 / 0.4);
`;

const arrow = css`
  fill: ${color.cream};
`;

/** Shares the delays between the tooltips below it; tooltips load with the code that uses them. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={tooltipSettings.delayDurationMs}
      skipDelayDuration={tooltipSettings.skipDelayDurationMs}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

/** Wraps one focusable element; the label also shows on keyboard focus. */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={content} sideOffset={6}>
          {label}
          <RadixTooltip.Arrow className={arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
