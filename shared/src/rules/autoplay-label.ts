import { fillTemplate } from '../format/fill-template';

/** Autoplay frequency labels (storefront §5). */
export const AUTOPLAY_MONTHLY_LABEL = 'Monthly';
export const AUTOPLAY_EVERY_DRAW_LABEL = 'Every draw';
/** `{jackpot}` is the minimum jackpot as the caller formats it. */
export const AUTOPLAY_JACKPOT_LABEL = 'Jackpots {jackpot} and over';
export const AUTOPLAY_WEEKLY_LABEL = 'Weekly';

/** What `autoplayFrequencyLabel` needs; `minimumJackpot` is minor units (null or 0 when none is set). */
export interface AutoplayLabelInput {
  productOfferKey: string;
  productType: string;
  minimumJackpot: number | null | undefined;
  /** The one offer whose autoplay runs monthly (a site constant). */
  monthlyOfferKey: string | null | undefined;
  formatJackpot: (minor: number) => string;
}

/** Autoplay frequency label (storefront §5): Monthly for the monthly offer, Every draw for raffles, Jackpots … and over with a minimum jackpot, else Weekly. */
export function autoplayFrequencyLabel(input: AutoplayLabelInput): string {
  if (input.monthlyOfferKey && input.productOfferKey === input.monthlyOfferKey) return AUTOPLAY_MONTHLY_LABEL;
  if (input.productType === 'raffle_ticket') return AUTOPLAY_EVERY_DRAW_LABEL;
  const minimum = input.minimumJackpot ?? 0;
  if (minimum > 0) return fillTemplate(AUTOPLAY_JACKPOT_LABEL, { jackpot: input.formatJackpot(minimum) });
  return AUTOPLAY_WEEKLY_LABEL;
}
