import type { ReactNode } from 'react';
import { readableTextOn } from '@drawfront/shared/ui/colour-contrast';
import { PageHeading } from '@drawfront/shared/ui/page-heading';
import './ticket-builder.css';

export interface OfferBandProps {
  /** The offer's brand colour; the band keeps the kit's primary colour when no text reads well on it. */
  brandColour: string;
  intro?: string;
  /** The page's heading. */
  children: ReactNode;
}

/** A builder page's heading on a band of the offer's colour, with text that reads on it. */
export function OfferBand({ brandColour, intro, children }: OfferBandProps) {
  const textColour = readableTextOn(brandColour);
  return (
    <div className="catalogue-play__band" style={textColour ? { background: brandColour, color: textColour } : undefined}>
      <PageHeading intro={intro}>{children}</PageHeading>
    </div>
  );
}
