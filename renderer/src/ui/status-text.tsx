import type { ReactNode } from 'react';

/** The loading line every screen shows while its data comes (announced politely). */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p className="status-text" role="status">
      {children}
    </p>
  );
}

/**
 * A failed load: the screen's error text and, when the data can be asked for again, a retry
 * button (plain HTML, so public screens load no antd for it).
 */
export function LoadFailed({
  text,
  retryText,
  onRetry,
}: {
  text: ReactNode;
  retryText?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="status-text" role="alert">
      <p>{text}</p>
      {onRetry && retryText && (
        <button type="button" className="btn" onClick={onRetry}>
          {retryText}
        </button>
      )}
    </div>
  );
}
