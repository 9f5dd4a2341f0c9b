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

/**
 * What a screen shows for one query: its data through `children`, else the failed-load text
 * with a retry, else the loading line.
 */
export function QueryState<T>({
  query,
  texts,
  children,
}: {
  query: { data?: T; isError: boolean; refetch: () => unknown };
  texts: { cargando: string; error: string; reintentar: string };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <LoadFailed
        text={texts.error}
        retryText={texts.reintentar}
        onRetry={() => void query.refetch()}
      />
    );
  return <LoadingText>{texts.cargando}</LoadingText>;
}
