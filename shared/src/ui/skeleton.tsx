import type { CSSProperties } from 'react';
import './ui.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A grey placeholder block shaped like content that is loading. Hidden from assistive technology:
 * the surrounding region announces loading once (see `LoadingRegion`), not once per block.
 */
export function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  return <span aria-hidden="true" className={['df-ui-skeleton', className].filter(Boolean).join(' ')} style={{ width, height }} />;
}
