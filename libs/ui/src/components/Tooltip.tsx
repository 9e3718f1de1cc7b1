import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import styles from './Tooltip.module.css';

/** Spec §9: a tooltip opens after 700 ms of hover, and at once (300 ms) when moving between triggers. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

export type TooltipProviderProps = Omit<ComponentProps<typeof RadixTooltip.Provider>, 'delayDuration' | 'skipDelayDuration'>;

/** Mounted once by the shell (and by a standalone remote): spec §9 open delay 700 ms, skip delay 300 ms. */
export function TooltipProvider(props: TooltipProviderProps) {
  return <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS} {...props} />;
}

export interface TooltipProps {
  /** Tooltip text, already translated. */
  content: ReactNode;
  /** The element the tooltip describes; must accept a ref (a button, a link). */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content side={side} sideOffset={6} className={styles.content}>
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
