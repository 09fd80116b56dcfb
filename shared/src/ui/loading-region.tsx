import type { ReactNode } from 'react';
import './ui.css';

export interface LoadingRegionProps {
  /** Read out once, e.g. "Loading offers". */
  label: string;
  /** Skeleton blocks drawn in place of the content. */
  children: ReactNode;
  className?: string;
}

/** Wraps loading skeletons in one busy status region so a screen reader hears the label, not the blocks. */
export function LoadingRegion({ label, children, className }: LoadingRegionProps) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="df-ui-visually-hidden">{label}</span>
      {children}
    </div>
  );
}
