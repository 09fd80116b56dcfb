import type { ReactNode } from 'react';
import './ui.css';

/** Gradient pairs for a hero; white text is at least 6.5:1 on each of their colours. */
const TONES = {
  brand: ['var(--df-colour-primary, #0b5cad)', 'var(--df-colour-accent, #8a1c7c)'],
  success: ['var(--df-colour-success, #146c2e)', 'var(--df-colour-primary, #0b5cad)'],
  accent: ['var(--df-colour-accent, #8a1c7c)', 'var(--df-colour-accent, #8a1c7c)'],
} as const;

export type HeroTone = keyof typeof TONES;

/** The banner at the top of a landing page: white text on a gradient, around a PageHeading. */
export function Hero({ tone = 'brand', children }: { tone?: HeroTone; children: ReactNode }) {
  const [from, to] = TONES[tone];
  return (
    <div className="df-ui-hero" style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}>
      {children}
    </div>
  );
}
