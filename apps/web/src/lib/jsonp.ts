let sequence = 0;

/**
 * Loads a JSONP answer: a script tag whose body calls a global function we name. `buildUrl`
 * puts that name into the request. Rejects when the script cannot load or no answer comes in
 * time; a late answer then lands on a no-op instead of a missing function.
 */
export function jsonp(buildUrl: (callback: string) => string, timeoutMs = 20_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const callback = `__vtransJsonp${Date.now().toString(36)}_${(sequence++).toString(36)}`;
    const callbacks = window as unknown as Record<string, (data: unknown) => void>;
    const script = document.createElement('script');
    const finish = (settle: () => void) => {
      window.clearTimeout(timer);
      script.remove();
      callbacks[callback] = () => undefined;
      settle();
    };
    const timer = window.setTimeout(() => finish(() => reject(new Error('The sign-up service did not answer. Please try again.'))), timeoutMs);
    callbacks[callback] = (data) => finish(() => resolve(data));
    script.onerror = () => finish(() => reject(new Error('The sign-up service could not be reached. Please try again.')));
    script.async = true;
    script.src = buildUrl(callback);
    document.head.append(script);
  });
}
