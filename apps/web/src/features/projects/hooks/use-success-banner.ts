import { useCallback, useEffect, useState } from 'react';

/** The projects screen's success banner goes after 5 seconds. */
export const SUCCESS_BANNER_TIMEOUT_MS = 5000;

export function useSuccessBanner(): [string | null, (message: string | null) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_BANNER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((next: string | null) => setMessage(next), []);
  return [message, show];
}
