import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@irrigo/contracts';
import styles from './Tooltip.module.css';

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
