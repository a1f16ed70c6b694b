import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

/** Spec defaults: one toast at a time, 5 s, swipe right 50 px to dismiss, F8 focuses the region. */
export const toastSettings = { durationMs: 5000, swipeThresholdPx: 50, hotkey: ["F8"] } as const;

export interface Notice {
  title: string;
  description?: string;
  action?: { label: string; href: string };
}

const NotifyContext = createContext<(notice: Notice) => void>(() => {});

/** Shows a toast; a new one replaces the one on screen. */
export function useNotify() {
  return useContext(NotifyContext);
}

const ToastRegion = lazy(() => import("./ToastRegion.tsx"));

/**
 * Holds the current toast. The region (and its library) loads when the browser is idle after the
 * page has rendered, or at once when a toast is shown; it never renders on the server, which also
 * keeps its inline style out of the HTML the Content-Security-Policy guards.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Notice & { id: number }) | null>(null);
  const [regionWanted, setRegionWanted] = useState(false);
  const notify = useCallback((notice: Notice) => {
    setRegionWanted(true);
    setCurrent({ ...notice, id: Date.now() });
  }, []);

  useEffect(() => {
    const load = () => setRegionWanted(true);
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(load, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 2000);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {regionWanted && (
        <Suspense fallback={null}>
          <ToastRegion notice={current} onDismiss={() => setCurrent(null)} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}
